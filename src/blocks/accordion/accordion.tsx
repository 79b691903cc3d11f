import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import { RenderRichText } from '../rich-text/render-rich-text';
import type { BlockProps } from '../types';
import { AccordionItems } from './accordion-items';
import type { AccordionBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

const widths = ['small', 'medium', 'large', 'content'] as const;

function widthOf(value: unknown): (typeof widths)[number] | '' {
  return widths.find((width) => width === value) ?? '';
}

/** Questions and answers that open one at a time or together; each answer is rich text. */
export function Accordion({ blok, context }: BlockProps<AccordionBlok>) {
  const items = (blok.items ?? []).filter((item) => item.title);
  if (items.length === 0) return null;
  const headingId = blok.headline ? `accordion-${shortId(blok._uid)}` : undefined;
  return (
    <Section
      width={widthOf(blok.width)}
      labelledBy={headingId}
      // Embedded in rich text it takes the text's column: no band padding, no gutters.
      className="in-[[data-rich-text-blok]]:py-0! in-[[data-rich-text-blok]]:*:px-0!"
    >
      {blok.headline ? <SectionHeading id={headingId}>{blok.headline}</SectionHeading> : null}
      <AccordionItems
        items={items.map((item) => ({
          id: `accordion-${shortId(item._uid)}`,
          title: item.title,
          content: (
            <RenderRichText doc={item.content} context={context} className="text-base md:text-lg" />
          ),
        }))}
      />
    </Section>
  );
}
