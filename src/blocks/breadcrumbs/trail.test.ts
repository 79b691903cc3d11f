import { describe, expect, it } from 'vitest';
import type { Story } from '@/content';
import { breadcrumbListJsonLd, breadcrumbTrail, inlineJson } from './trail';

function story(slug: string, name: string, translations: Record<string, [string, string]>) {
  return {
    name,
    default_full_slug: slug,
    translated_slugs: Object.entries(translations).map(([lang, [path, translatedName]]) => ({
      lang,
      path,
      name: translatedName,
      published: true,
    })),
    content: { component: 'page', _uid: slug },
  } as unknown as Story;
}

const products = story('prodotti/', 'Prodotti', { en: ['products', 'Products'] });
const manual = story('prodotti/saldatura-manuale', 'Saldatura manuale', {
  en: ['products/manual-welding', 'Manual welding'],
});
const torch = story('prodotti/saldatura-manuale/torce/tig-200', 'Torcia TIG 200', {
  en: ['products/manual-welding/torches/tig-200', 'TIG 200 torch'],
});
const home = story('home', 'Home', { en: ['home', 'Home'] });
const stories = new Map([
  ['prodotti', products],
  ['prodotti/saldatura-manuale', manual],
]);
const findStory = async (path: string) => stories.get(path) ?? null;

describe('breadcrumbTrail', () => {
  it('runs from the home through each ancestor page to the page, in the language', async () => {
    const trail = await breadcrumbTrail(manual, 'en', {
      findStory,
      homeName: 'Home',
      showHome: true,
    });
    expect(trail).toEqual([
      { name: 'Home', path: '/en' },
      { name: 'Products', path: '/en/products' },
      { name: 'Manual welding', path: '/en/products/manual-welding' },
    ]);
  });

  it('skips folders without a page story', async () => {
    const trail = await breadcrumbTrail(torch, 'it', {
      findStory,
      homeName: 'Home',
      showHome: true,
    });
    expect(trail.map((crumb) => crumb.path)).toEqual([
      '/',
      '/prodotti',
      '/prodotti/saldatura-manuale',
      '/prodotti/saldatura-manuale/torce/tig-200',
    ]);
  });

  it('leaves the home out when asked, and does not repeat it on the home page', async () => {
    const trail = await breadcrumbTrail(manual, 'it', {
      findStory,
      homeName: 'Home',
      showHome: false,
    });
    expect(trail.map((crumb) => crumb.name)).toEqual(['Prodotti', 'Saldatura manuale']);
    const onHome = await breadcrumbTrail(home, 'en', {
      findStory,
      homeName: 'Home',
      showHome: true,
    });
    expect(onHome).toEqual([{ name: 'Home', path: '/en' }]);
  });

  it('skips an ancestor that has no page in the language', async () => {
    const untranslated = story('prodotti/', 'Prodotti', {});
    const trail = await breadcrumbTrail(manual, 'en', {
      findStory: async (path) => (path === 'prodotti' ? untranslated : null),
      homeName: 'Home',
      showHome: true,
    });
    expect(trail.map((crumb) => crumb.path)).toEqual(['/en', '/en/products/manual-welding']);
  });
});

describe('breadcrumbListJsonLd', () => {
  it('lists the visible crumbs in order with absolute URLs', () => {
    const data = breadcrumbListJsonLd(
      [
        { name: 'Home', path: '/en' },
        { name: 'Products', path: '/en/products' },
      ],
      'https://www.fortarc.example',
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.fortarc.example/en' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Products',
          item: 'https://www.fortarc.example/en/products',
        },
      ],
    });
  });

  it('is escaped for an inline script', () => {
    expect(inlineJson({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
