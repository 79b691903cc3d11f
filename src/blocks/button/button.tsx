import { ContentLink } from '@/site/content-link';
import type { BlockProps } from '../types';
import type { ButtonBlok } from '@/content/generated/components';

const styles = {
  primary:
    'bg-accent text-ink hover:bg-accent-strong border-2 border-accent hover:border-accent-strong',
  outline: 'border-2 border-current hover:bg-current/10',
  text: 'underline underline-offset-4 decoration-2 decoration-accent hover:decoration-current',
} as const;

const sizes = {
  small: 'px-4 py-2 text-sm',
  medium: 'px-6 py-3 text-base',
  big: 'px-8 py-4 text-lg',
};
const alignments = { left: 'justify-start', center: 'justify-center', right: 'justify-end' };

export function Button({ blok, context }: BlockProps<ButtonBlok>) {
  const variant = blok.type === 'primary' || blok.type === 'outline' ? blok.type : 'text';
  const size = blok.size === 'small' || blok.size === 'big' ? blok.size : 'medium';
  const alignment = blok.alignment || 'left';
  const className = `inline-flex items-center gap-2 rounded-sm font-semibold tracking-wide transition-colors duration-250 ease-in-out ${styles[variant]} ${variant === 'text' ? '' : sizes[size]}`;
  return (
    <div className={`flex ${alignments[alignment]}`}>
      <ContentLink link={blok.link} context={context} className={className}>
        {blok.text}
      </ContentLink>
    </div>
  );
}
