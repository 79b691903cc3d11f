import { ContentLink } from '@/site/content-link';
import type { BlockProps } from '../types';
import type { ButtonBlok } from '@/content/generated/components';
import { ArrowIcon, buttonClasses, buttonSize, buttonVariant } from './button-style';

const alignments = { left: 'justify-start', center: 'justify-center', right: 'justify-end' };

/** Spec section 3: a link styled as a primary or outline button or a text link, aligned in its row. */
export function Button({ blok, context }: BlockProps<ButtonBlok>) {
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

/**
 * A button placed on its own in a page's body: the button in the page's content width with room
 * above and below; embedded in rich text it keeps to the text's column instead.
 */
export function ButtonBlock(props: BlockProps<ButtonBlok>) {
  return (
    <div className="button-band">
      <Button {...props} />
    </div>
  );
}
