import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockContext, renderBlock } from '../../../tests/helpers/render-block';
import { Slider } from './slider';
import type { SlideBlok, SliderBlok } from '@/content/generated/components';

const slide = (id: string, link = false): SlideBlok => ({
  component: 'slide',
  _uid: id,
  title: `Slide ${id}`,
  text: `About ${id}`,
  image: { id: 1, filename: `/assets/images/1600x1200/products/${id}.jpg`, alt: `Image ${id}` },
  ...(link ? { link: { linktype: 'url', url: `https://example.com/${id}`, cached_url: '' } } : {}),
});

const slider = (fields: Partial<SliderBlok> = {}): SliderBlok => ({
  component: 'slider',
  _uid: 's',
  headline: 'Product lines',
  slides: [slide('a', true), slide('b'), slide('c')],
  ...fields,
});

describe('slider', () => {
  it('is a region described as a carousel and named by its headline', () => {
    const html = renderBlock(<Slider blok={slider()} context={blockContext()} />);
    expect(html).toMatch(
      /role="region" aria-roledescription="carousel" aria-labelledby="slider-s-heading"/,
    );
    expect(html).toContain('<h2 id="slider-s-heading" class="heading-2">Product lines</h2>');
  });

  it('groups each slide as "n of m" and names the previous and next buttons', () => {
    const html = renderBlock(<Slider blok={slider()} context={blockContext()} />);
    expect(html).toContain('role="group" aria-roledescription="slide" aria-label="1 of 3"');
    expect(html).toContain('aria-label="3 of 3"');
    // Named by attribute: the name must not depend on the visibility of text inside the button.
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain('aria-controls="slider-s-slides"');
    expect(html).toContain('aria-live="polite"');
    // The slides' names are filled in from one text, not sent once per slide.
    expect(html).not.toContain('{index}');
    expect(html).not.toContain('autoplay');
  });

  it('keeps every slide in a scrollable, focusable row, so all are reachable without JavaScript', () => {
    const html = renderBlock(<Slider blok={slider()} context={blockContext()} />);
    expect(html).toMatch(
      /id="slider-s-slides" role="group" aria-label="Slides" tabindex="0" class="carousel-row"/,
    );
    const css = readFileSync(new URL('./slider.css', import.meta.url), 'utf8');
    const row = css.match(/\.carousel-row \{\s*@apply ([^;]*);/)?.[1]?.split(' ');
    expect(row).toContain('overflow-x-auto');
    expect(row).toContain('snap-x');
    expect(html.match(/class="carousel-slide"/g)).toHaveLength(3);
    expect(html.match(/<h3/g)).toHaveLength(3);
  });

  it('links a slide’s title when it has a link, covering the card', () => {
    const html = renderBlock(<Slider blok={slider()} context={blockContext()} />);
    expect(html).toMatch(/<a class="[^"]*stretched-link[^"]*" href="https:\/\/example.com\/a"/);
    expect(html).not.toContain('href="https://example.com/b"');
  });

  it('speaks the visitor’s language and names an untitled carousel', () => {
    const html = renderBlock(
      <Slider blok={slider({ headline: '' })} context={blockContext('de')} />,
      'de',
    );
    expect(html).toContain('aria-roledescription="Karussell"');
    expect(html).toContain('aria-label="Highlights"');
    expect(html).toContain('aria-label="2 von 3"');
    expect(html).toContain('Nächste Folie');
  });

  it('renders nothing without slides', () => {
    expect(renderBlock(<Slider blok={slider({ slides: [] })} context={blockContext()} />)).toBe('');
  });
});
