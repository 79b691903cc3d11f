import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockContext, renderBlock } from '../../../tests/helpers/render-block';
import { Hero } from './hero';
import type { HeroBlok } from '@/content/generated/components';

const hero = (fields: Partial<HeroBlok> = {}): HeroBlok => ({
  component: 'hero',
  _uid: 'h1',
  headline: 'Stable arcs. Perfect joints. Since 1978.',
  ...fields,
});

const render = (blok: HeroBlok) => renderBlock(<Hero blok={blok} context={blockContext()} />);
const count = (html: string, text: string) => html.split(text).length - 1;

describe('hero', () => {
  it('without an animation sets the headline as the plain h1', () => {
    const html = render(hero());
    expect(html).toMatch(/<h1[^>]*>Stable arcs\. Perfect joints\. Since 1978\.<\/h1>/);
    expect(html).not.toContain('aria-hidden');
  });

  it.each(['lines', 'words', 'chars'] as const)(
    'animating by %s names the h1 with the headline once and hides the pieces',
    (mode) => {
      const html = render(hero({ title_animation: mode }));
      expect(html).toMatch(
        /<h1 class="[^"]*" aria-label="Stable arcs\. Perfect joints\. Since 1978\."><span aria-hidden="true">/,
      );
      expect(count(html, 'Stable arcs. Perfect joints. Since 1978.')).toBe(1);
      expect(html).toContain('--split-delay:0ms');
    },
  );

  it('cuts the pieces by the mode: three lines, six words, or one span per character', () => {
    const pieces = (mode: 'lines' | 'words' | 'chars') =>
      count(render(hero({ title_animation: mode })), '--split-delay');
    expect(pieces('lines')).toBe(3);
    expect(pieces('words')).toBe(6);
    expect(pieces('chars')).toBe('Stablearcs.Perfectjoints.Since1978.'.length);
  });

  it('puts a photograph behind the text, preloaded at the viewport width, under a dark overlay', () => {
    const html = render(
      hero({
        image: {
          id: 1,
          filename: '/assets/images/1920x1080/scenes/sparks.jpg',
          alt: 'Sparks from a MIG/MAG weld',
        },
      }),
    );
    expect(html).toContain('alt="Sparks from a MIG/MAG weld"');
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('loading="lazy"');
    expect(html).toContain('<div class="hero-shade"></div>');
    const css = readFileSync(new URL('./hero.css', import.meta.url), 'utf8');
    expect(css).toMatch(
      /\.hero-shade \{[^}]*inset: 0;\s*background-image: linear-gradient\(\s*to top,\s*var\(--color-ink\)/,
    );
  });

  it('shows at most two buttons and survives missing optional fields', () => {
    const button = (id: string) => ({
      component: 'button' as const,
      _uid: id,
      text: `Button ${id}`,
      link: { linktype: 'url' as const, url: 'https://example.com', cached_url: '' },
    });
    const html = render(hero({ buttons: [button('a'), button('b'), button('c')] }));
    expect(html).toContain('Button a');
    expect(html).toContain('Button b');
    expect(html).not.toContain('Button c');
    expect(
      render(hero({ headline: undefined as unknown as string, title_animation: 'chars' })),
    ).toContain('<h1');
  });
});
