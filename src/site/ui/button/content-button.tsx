import type { ButtonBlok } from '@/content/generated/components';
import { ContentLink } from '@/site/content-link';
import type { RenderContext } from '@/site/render-context';
import { ArrowIcon, buttonClasses, buttonSize, buttonVariant } from './button-style';

const alignments = { left: 'justify-start', center: 'justify-center', right: 'justify-end' };

/**
 * Spec section 3: a link styled as a primary or outline button or a text link, aligned in its row. A
 * frame primitive: the button block, the header's call to action and the blocks' own actions use it.
 */
export function Button({ blok, context }: { blok: ButtonBlok; context: RenderContext }) {
  if (!blok.text) return null;
  const variant = buttonVariant(blok.type);
  const alignment = Object.hasOwn(alignments, blok.alignment ?? '')
    ? alignments[blok.alignment as keyof typeof alignments]
    : alignments.left;
  return (
    <div className={`flex ${alignment}`}>
      <ContentLink
        link={blok.link}
        context={context}
        className={buttonClasses(variant, buttonSize(blok.size))}
      >
        {blok.text}
        <ArrowIcon className={blok.size === 'big' ? 'size-5' : 'size-4'} />
      </ContentLink>
    </div>
  );
}
