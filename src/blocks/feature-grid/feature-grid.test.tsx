import { describe, expect, it } from 'vitest';
import { blockContext, renderBlock } from '../../../tests/helpers/render-block';
import { FeatureGrid } from './feature-grid';
import { FeatureIcon, isFeatureIconName } from './feature-icon';
import type { FeatureGridBlok, FeatureItemBlok } from '@/content/generated/components';

const ICONS = [
  'arc',
  'pulse',
  'double-pulse',
  'gauge',
  'thermometer',
  'water',
  'plug',
  'wifi',
  'shield',
  'spark',
  'torch',
  'wire',
  'robot',
  'plasma',
  'settings',
  'timer',
  'battery',
  'leaf',
] as const;

const item = (id: string, icon?: FeatureItemBlok['icon']): FeatureItemBlok => ({
  component: 'feature-item',
  _uid: id,
  title: `Title ${id}`,
  text: `Text ${id}`,
  icon,
});

const render = (blok: FeatureGridBlok) =>
  renderBlock(<FeatureGrid blok={blok} context={blockContext()} />);

describe('feature grid', () => {
  it('has a drawing for every icon of the content model', () => {
    for (const name of ICONS) {
      expect(isFeatureIconName(name)).toBe(true);
      expect(renderBlock(<FeatureIcon name={name} />)).toMatch(/^<svg[^>]*aria-hidden="true"/);
    }
    expect(isFeatureIconName('constructor')).toBe(false);
  });

  it('shows each item as a heading and text, with its icon inline, under the block’s h2', () => {
    const html = render({
      component: 'feature-grid',
      _uid: 'g',
      headline: 'Why Fortarc',
      items: [item('a', 'shield'), item('b', 'leaf')],
    });
    expect(html).toContain('<h2 id="features-g" class="heading-2">Why Fortarc</h2>');
    expect(html).toContain('aria-labelledby="features-g"');
    expect(html.match(/<h3/g)).toHaveLength(2);
    expect(html.match(/<svg/g)).toHaveLength(2);
    expect(html).toContain('Text b');
  });

  it('draws an accent bar for an empty or unknown icon and renders nothing without items', () => {
    const html = render({
      component: 'feature-grid',
      _uid: 'g',
      items: [item('a', ''), item('b', 'unicorn' as 'arc')],
    });
    expect(html).not.toContain('<svg');
    expect(html.match(/h-1 w-10 bg-accent/g)).toHaveLength(2);
    expect(html).not.toContain('<h2');
    expect(render({ component: 'feature-grid', _uid: 'g', items: [] })).toBe('');
  });

  it('sets three items in threes and four in fours', () => {
    const grid = (n: number) =>
      render({
        component: 'feature-grid',
        _uid: 'g',
        items: Array.from({ length: n }, (_, i) => item(String(i))),
      });
    expect(grid(3)).toContain('lg:grid-cols-3');
    expect(grid(4)).toContain('lg:grid-cols-4');
  });
});
