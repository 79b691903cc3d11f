import { describe, expect, it } from 'vitest';
import { blockContext, renderBlock } from '../../../tests/helpers/render-block';
import { Accordion } from './accordion';
import type { AccordionBlok, AccordionItemBlok } from '@/content/generated/components';

const item = (id: string, answer: string): AccordionItemBlok => ({
  component: 'accordion-item',
  _uid: id,
  title: `Question ${id}?`,
  content: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: answer }] }],
  },
});

const accordion = (fields: Partial<AccordionBlok> = {}): AccordionBlok => ({
  component: 'accordion',
  _uid: 'faq',
  headline: 'Frequently asked questions',
  items: [item('a', 'Two years.'), item('b', 'Write to service.')],
  ...fields,
});

const render = (blok: AccordionBlok) =>
  renderBlock(<Accordion blok={blok} context={blockContext()} />);

describe('accordion', () => {
  it('sends native details that open without JavaScript, each title an h3 in its summary', () => {
    const html = render(accordion());
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).not.toContain('<details open');
    expect(html).toMatch(/<summary[^>]*><h3>Question a\?<\/h3>/);
    expect(html).toContain('<p>Two years.</p>');
    expect(html).toContain('Write to service.');
  });

  it('names its section after the headline and takes the container width', () => {
    const html = render(accordion({ width: 'small' }));
    expect(html).toContain('aria-labelledby="accordion-faq"');
    expect(html).toContain(
      '<h2 id="accordion-faq" class="heading-2">Frequently asked questions</h2>',
    );
    expect(html).toContain('max-w-3xl');
    expect(render(accordion({ width: 'huge' as 'small' }))).toContain('max-w-7xl');
  });

  it('renders nothing without items and skips items without a title', () => {
    expect(render(accordion({ items: [] }))).toBe('');
    const html = render(accordion({ items: [{ ...item('a', 'x'), title: '' }, item('b', 'y')] }));
    expect(html.match(/<details/g)).toHaveLength(1);
  });
});
