import { containerWidths } from '../container';
import type { BlockProps } from '../types';
import { renderRichText } from './render-rich-text';
import type { RichTextBlok } from '@/content/generated/components';

export function RichText({ blok, context }: BlockProps<RichTextBlok>) {
  return (
    <section
      className={`prose-site mx-auto px-5 py-12 sm:px-8 ${containerWidths[blok.width || 'default']}`}
    >
      {renderRichText(blok.text.content, context)}
    </section>
  );
}
