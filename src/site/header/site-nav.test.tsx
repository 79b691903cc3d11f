import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Story } from '@/content';
import type { NavItemBlok } from '@/content/generated/components';
import { languageAlternates } from '../language-alternates';
import { SiteNav } from './site-nav';

const product = {
  name: 'Pioneer 403',
  default_full_slug: 'prodotti/pioneer-403',
  translated_slugs: [{ lang: 'en', path: 'products/pioneer-403', name: null, published: true }],
  content: { component: 'product', _uid: 'p' },
} as unknown as Story;

const context = {
  locale: 'en' as const,
  story: product,
  alternates: languageAlternates(product),
  links: new Map(),
  showMissingBlocks: false,
  draft: false,
};

const link = (url: string) => ({ linktype: 'url' as const, url });
const items: NavItemBlok[] = [
  {
    component: 'nav-item',
    _uid: 'products',
    label: 'Products',
    link: link('/en/products'),
    children: [
      {
        component: 'nav-item',
        _uid: 'manual',
        label: 'Manual welding',
        link: link('/en/products/manual'),
      },
    ],
  },
  { component: 'nav-item', _uid: 'contacts', label: 'Contacts', link: link('/en/contacts') },
];

describe('the header navigation', () => {
  it('puts nested entries behind a closed disclosure button next to the parent link', () => {
    const html = renderToStaticMarkup(
      <SiteNav
        items={items}
        context={context}
        label="Main navigation"
        submenuLabel={(label) => `${label} submenu`}
      />,
    );
    expect(html).toContain('aria-label="Main navigation"');
    expect(html).toMatch(
      /<button[^>]*aria-expanded="false"[^>]*aria-controls="submenu-1"[^>]*aria-label="Products submenu"/,
    );
    // the list follows its button, whose aria-expanded header.css reads to show it on desktop
    expect(html).toMatch(/aria-expanded="false"[^>]*>.*?<\/button><div id="submenu-1"/);
    expect(html).toContain('Manual welding');
    expect(html.match(/Manual welding/g)).toHaveLength(1);
  });

  it('marks the section of the page being shown, and only that', () => {
    const html = renderToStaticMarkup(
      <SiteNav items={items} context={context} label="Main navigation" submenuLabel={String} />,
    );
    const tagOf = (href: string) => html.match(new RegExp(`<a[^>]*href="${href}"[^>]*>`))?.[0];
    expect(tagOf('/en/products')).toContain('aria-current="true"');
    expect(tagOf('/en/contacts')).not.toContain('aria-current');
  });

  it('renders nothing without entries', () => {
    expect(
      renderToStaticMarkup(
        <SiteNav items={[]} context={context} label="x" submenuLabel={String} />,
      ),
    ).toBe('');
  });
});
