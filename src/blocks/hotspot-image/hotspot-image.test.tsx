import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockContext, renderBlock } from '../../../tests/helpers/render-block';
import { HotspotImage } from './hotspot-image';
import type { HotspotImageBlok } from '@/content/generated/components';

const blok = (fields: Partial<HotspotImageBlok> = {}): HotspotImageBlok => ({
  component: 'hotspot-image',
  _uid: 'hs',
  headline: 'One panel, everything under control',
  image: {
    id: 1,
    filename: '/assets/images/1920x1080/scenes/control-panel.jpg',
    alt: 'Control panel',
  },
  hotspots: [
    {
      component: 'hotspot',
      _uid: 'knob',
      label: 'Control knob',
      text: 'One control.',
      x: '71.9',
      y: '39.8',
    },
    {
      component: 'hotspot',
      _uid: 'display',
      label: 'Colour display',
      text: 'Live values.',
      x: '29.7',
      y: '40.3',
    },
  ],
  ...fields,
});

const render = (b: HotspotImageBlok, locale: 'en' | 'fr' = 'en') =>
  renderBlock(<HotspotImage blok={b} context={blockContext(locale)} />, locale);

describe('hotspot image', () => {
  it('makes each point a button named by its label and described by its text, in reading order', () => {
    const html = render(blok());
    const buttons = [...html.matchAll(/<button[^>]*>.*?<\/button>/g)].map((m) => m[0]);
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toContain('<span class="sr-only">Colour display</span>');
    expect(buttons[0]).toContain('aria-expanded="false"');
    expect(buttons[0]).toContain('aria-describedby="hotspots-hs-display-text"');
    expect(buttons[1]).toContain('Control knob');
    expect(html).toContain('id="hotspots-hs-display-text"');
    expect(html).toContain('Live values.');
  });

  it('carries each text once, in the list of points, and draws no card until one is opened', () => {
    const html = render(blok());
    expect(html.split('Live values.')).toHaveLength(2);
    expect(html.split('One control.')).toHaveLength(2);
    // The buttons control cards that are not in the markup while closed.
    expect(html).toContain('aria-controls="hotspots-hs-display"');
    expect(html).not.toContain('id="hotspots-hs-display"');
    expect(html).not.toContain('hotspot-popover');
    const list = html.match(
      /<ol aria-label="The points on the image" class="hotspot-list">.*<\/ol>/,
    );
    expect(list?.[0]).toContain('<p id="hotspots-hs-display-text">Live values.</p>');
    expect(list?.[0].match(/<li>/g)).toHaveLength(2);
    expect(html).toContain('alt="Control panel"');
  });

  it('shows the list on small screens only, and on every screen without JavaScript', () => {
    const css = readFileSync(new URL('./hotspot-image.css', import.meta.url), 'utf8');
    expect(css).toMatch(/\.hotspot-list \{\s*@apply [^;]*\bmd:hidden;/);
    expect(css).toMatch(/@media \(scripting: none\) \{\s*\.hotspot-list \{\s*display: grid;/);
  });

  it('speaks the visitor’s language and needs an image', () => {
    expect(render(blok(), 'fr')).toContain('Les points de l’image');
    expect(render(blok({ image: { id: null, filename: '' } }))).toBe('');
  });
});
