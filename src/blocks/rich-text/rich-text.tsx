import { Section } from '@/site/ui/section';
import { containerWidths } from '@/site/ui/container-widths';
import type { BlockProps } from '../types';
import { RenderRichText } from './render-rich-text';
import type { RichTextBlok } from '@/content/generated/components';

/** The widest the column gets at each width option, for the `sizes` of images in the text. */
const imageSizes: Record<keyof typeof containerWidths, string> = {
  small: '(min-width: 768px) 704px, 100vw',
  content: '(min-width: 768px) 65ch, 100vw',
  medium: '(min-width: 1024px) 960px, 100vw',
  large: '(min-width: 1280px) 1216px, 100vw',
  default: '(min-width: 1280px) 1216px, 100vw',
};

/** A text section; `width` is the container width of spec section 3 (empty: the default). */
export function RichText({ blok, context }: BlockProps<RichTextBlok>) {
  const width = blok.width && Object.hasOwn(containerWidths, blok.width) ? blok.width : 'default';
  return (
    <Section width={width}>
      <RenderRichText doc={blok.text} context={context} imageSizes={imageSizes[width]} />
    </Section>
  );
}
