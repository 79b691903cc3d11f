import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Link, RichTextDoc, RichTextNode } from '@/content';
import en from '@/i18n/messages/en.json';
import { languageAlternates } from '@/site/language-alternates';
import type { RenderContext } from '../types';
import { RenderRichText } from './render-rich-text';

const productLink: Link = {
  id: 1,
  uuid: 'uuid-product',
  slug: 'prodotti/pioneer-pulse-403',
  path: null,
  real_path: '/prodotti/pioneer-pulse-403',
  parent_id: null,
  name: 'Pioneer Pulse 403',
  is_folder: false,
  published: true,
  is_startpage: false,
  position: 0,
  alternates: [
    {
      lang: 'en',
      path: 'products/pioneer-pulse-403',
      name: null,
      published: true,
      translated_slug: 'pioneer-pulse-403',
    },
  ],
};

const context: RenderContext = {
  locale: 'en',
  alternates: languageAlternates(),
  links: new Map([[productLink.uuid, productLink]]),
  showMissingBlocks: false,
  draft: false,
};

function withMessages(node: React.ReactNode): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Rome">
      {node}
    </NextIntlClientProvider>,
  );
}

function render(content: RichTextNode[]): string {
  const doc: RichTextDoc = { type: 'doc', content };
  return withMessages(<RenderRichText doc={doc} context={context} />);
}

const text = (value: string, marks?: RichTextNode['marks']): RichTextNode => ({
  type: 'text',
  text: value,
  marks,
});
const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });

afterEach(() => vi.restoreAllMocks());

describe('rich text', () => {
  it('renders nothing for an empty or missing document', () => {
    expect(withMessages(<RenderRichText doc={undefined} context={context} />)).toBe('');
    expect(render([{ type: 'paragraph' }])).toBe('');
  });

  it('renders paragraphs, headings (level 1 as h2), lists, quotes, rules, breaks and code', () => {
    const html = render([
      { type: 'heading', attrs: { level: 1 }, content: [text('One')] },
      { type: 'heading', attrs: { level: 4 }, content: [text('Four')] },
      paragraph(text('Line'), { type: 'hard_break' }, text('next')),
      {
        type: 'bullet_list',
        content: [{ type: 'list_item', content: [paragraph(text('Bullet'))] }],
      },
      {
        type: 'ordered_list',
        attrs: { order: 3 },
        content: [{ type: 'list_item', content: [paragraph(text('Third'))] }],
      },
      { type: 'blockquote', content: [paragraph(text('Quoted'))] },
      { type: 'horizontal_rule' },
      { type: 'code_block', attrs: { class: 'language-js' }, content: [text('let a = 1;')] },
      { type: 'emoji', attrs: { name: 'fire', emoji: '🔥' } },
    ]);
    expect(html).toMatch(/<h2[^>]*>One<\/h2>/);
    expect(html).toMatch(/<h4[^>]*>Four<\/h4>/);
    expect(html).toContain('Line<br/>next');
    expect(html).toMatch(/<ul[^>]*><li[^>]*><p>Bullet<\/p><\/li><\/ul>/);
    expect(html).toMatch(/<ol start="3"/);
    expect(html).toMatch(/<blockquote[^>]*><p>Quoted<\/p><\/blockquote>/);
    expect(html).toMatch(/<hr /);
    expect(html).toMatch(/<pre[^>]*data-language="js"[^>]*><code>let a = 1;<\/code><\/pre>/);
    expect(html).toContain('<span role="img" aria-label="fire">🔥</span>');
  });

  it('renders every mark, and ignores colour marks and unknown ones safely', () => {
    const html = render([
      paragraph(
        text('b', [{ type: 'bold' }]),
        text('i', [{ type: 'italic' }]),
        text('u', [{ type: 'underline' }]),
        text('s', [{ type: 'strike' }]),
        text('c', [{ type: 'code' }]),
        text('sup', [{ type: 'superscript' }]),
        text('sub', [{ type: 'subscript' }]),
        text('a', [{ type: 'anchor', attrs: { id: 'here' } }]),
        text('coloured', [
          { type: 'textStyle', attrs: { color: '#f00' } },
          { type: 'highlight', attrs: { color: '#ff0' } },
          { type: 'sparkle' },
        ]),
      ),
    ]);
    expect(html).toMatch(/<strong[^>]*>b<\/strong>/);
    expect(html).toContain('<em>i</em>');
    expect(html).toMatch(/<u[^>]*>u<\/u>/);
    expect(html).toContain('<s>s</s>');
    expect(html).toMatch(/<code[^>]*>c<\/code>/);
    expect(html).toContain('<sup>sup</sup>');
    expect(html).toContain('<sub>sub</sub>');
    expect(html).toMatch(/<span id="here"[^>]*>a<\/span>/);
    expect(html).toMatch(/<\/span>coloured<\/p>/);
  });

  it('resolves links through the one resolver: story by uuid, url, email, anchor, new tab', () => {
    const html = render([
      paragraph(
        text('product', [
          { type: 'link', attrs: { linktype: 'story', uuid: 'uuid-product', href: '/x' } },
          { type: 'bold' },
        ]),
        text('site', [
          {
            type: 'link',
            attrs: { linktype: 'url', href: 'https://example.com', target: '_blank' },
          },
        ]),
        text('mail', [
          { type: 'link', attrs: { linktype: 'email', href: 'jobs@fortarc.example' } },
        ]),
        text('part', [
          { type: 'link', attrs: { linktype: 'story', href: 'chi-siamo', anchor: 'team' } },
        ]),
      ),
    ]);
    expect(html).toMatch(/<a [^>]*href="\/en\/products\/pioneer-pulse-403"[^>]*><strong/);
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer" href="https:\/\/example.com"/);
    expect(html).toContain('site<span class="sr-only"> (opens in a new tab)</span></a>');
    expect(html).toContain('href="mailto:jobs@fortarc.example"');
    expect(html).toContain('href="/en/chi-siamo#team"');
  });

  it('renders embedded blocks through the registry and refuses ones not allowed in text', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = render([
      {
        type: 'blok',
        attrs: {
          id: 'b',
          body: [
            {
              component: 'button',
              _uid: 'b1',
              text: 'Download the manual',
              type: 'primary',
              link: { linktype: 'url', url: 'https://example.com/manual.pdf' },
            },
            { component: 'hero', _uid: 'h1', headline: 'Not here' },
          ],
        },
      },
    ]);
    expect(html).toContain('data-rich-text-blok');
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/example.com\/manual.pdf"[^>]*>Download the manual/,
    );
    expect(html).not.toContain('Not here');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('cannot embed "hero"'));
  });
});

describe('rich-text images', () => {
  const image = (src: string, extra: Record<string, unknown> = {}): RichTextNode => ({
    type: 'image',
    attrs: { src, alt: 'Sparks', ...extra },
  });

  it('builds Storyblok image-service URLs with the filters for every srcset width', () => {
    const base = 'https://a.storyblok.com/f/1/1920x1080/ab/sparks.jpg';
    const html = render([image(`${base}/m/filters:blur(10):format(webp)`, { title: 'Caption' })]);
    expect(html).toContain(`${base}/m/480x0/filters:blur(10):format(webp) 480w`);
    expect(html).toContain(`${base}/m/1920x0/filters:blur(10):format(webp) 1920w`);
    expect(html).not.toContain('2560w');
    expect(html).toContain('width="1920" height="1080"');
    expect(html).toContain('alt="Sparks"');
    expect(html).toMatch(/<figcaption[^>]*><span>Caption<\/span>/);
  });

  it('applies blur, brightness and rotation to local images with CSS, quality through next/image', () => {
    const local = '/assets/images/1920x1080/scenes/sparks.jpg';
    const html = render([
      image(`${local}/m/filters:blur(4):brightness(-20):rotate(180):quality(50):format(webp)`),
    ]);
    expect(html).toContain('data-image-filters="blur brightness rotate quality format"');
    expect(html).toContain('filter:blur(4px) brightness(0.8)');
    expect(html).toContain('rotate:180deg');
    // next/image coerces the quality to the nearest of `images.qualities` (next.config.ts)
    expect(html).toMatch(/q=\d+/);
  });

  it('turns a quarter-turned local image inside a box of the rotated proportions', () => {
    const html = render([image('/assets/images/1920x1080/scenes/sparks.jpg/m/filters:rotate(90)')]);
    expect(html).toContain('aspect-ratio:1080 / 1920');
    expect(html).toContain('rotate(90deg)');
  });

  it('logs a rejected filter by name and shows the image unfiltered', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const local = '/assets/images/1920x1080/scenes/sparks.jpg';
    const html = render([image(`${local}/m/filters:blur(500):brightness(10)`)]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('filter "blur(500)"'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('shown unfiltered'));
    expect(html).not.toContain('data-image-filters');
    expect(html).not.toContain('filter:');
    expect(html).toContain('sparks.jpg');
  });
});
