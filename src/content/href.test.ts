import { describe, expect, it } from 'vitest';
import { hrefFor, linksToStory, resolveLink, routePath, routeSegments, sitePath } from './href';
import type { Link, Story } from './types';

const story = {
  content: { component: 'page', _uid: 'x' },
  default_full_slug: 'prodotti/pioneer-403',
  translated_slugs: [
    { lang: 'en', path: 'products/pioneer-403', name: null, published: true },
    { lang: 'fr', path: 'produits/pioneer-403', name: null, published: false },
  ],
} as unknown as Story;

const link: Link = {
  id: 1,
  uuid: 'u1',
  slug: 'prodotti/',
  path: null,
  real_path: '/prodotti/',
  parent_id: null,
  name: 'Prodotti',
  is_folder: false,
  published: true,
  is_startpage: true,
  position: 0,
  alternates: [
    { lang: 'de', path: 'produkte', name: null, published: true, translated_slug: 'produkte' },
  ],
};

describe('sitePath', () => {
  it('adds the leading slash, drops a trailing home and slash, and prefixes non-default locales', () => {
    expect(sitePath('home')).toBe('/');
    expect(sitePath('home', 'en')).toBe('/en');
    expect(sitePath('prodotti/')).toBe('/prodotti');
    expect(sitePath('/products/', 'en')).toBe('/en/products');
    expect(sitePath('chi-siamo/home', 'de')).toBe('/de/chi-siamo');
  });
});

describe('hrefFor', () => {
  it('uses the translated slug of the locale, or the default slug when there is none', () => {
    expect(hrefFor(story, 'it')).toBe('/prodotti/pioneer-403');
    expect(hrefFor(story, 'en')).toBe('/en/products/pioneer-403');
    expect(hrefFor(story, 'es')).toBe('/es/prodotti/pioneer-403');
  });

  it('ignores an unpublished translated slug', () => {
    expect(hrefFor(story, 'fr')).toBe('/fr/prodotti/pioneer-403');
  });

  it('builds the same paths from a cdn/links entry', () => {
    expect(hrefFor(link, 'it')).toBe('/prodotti');
    expect(hrefFor(link, 'de')).toBe('/de/produkte');
  });
});

describe('route paths', () => {
  it('turns site paths into catch-all segments and back', () => {
    expect(routeSegments('/en/products/x', 'en')).toEqual(['products', 'x']);
    expect(routeSegments('/', 'it')).toEqual([]);
    expect(routePath(['products', 'x'], 'en')).toBe('/en/products/x');
    expect(routePath([], 'it')).toBe('/');
    expect(routePath(['home'], 'it')).toBe('/home');
  });
});

describe('resolveLink', () => {
  const links = new Map([[link.uuid, link]]);

  it('resolves a story link through the live link entry, with its anchor', () => {
    expect(
      resolveLink(
        { linktype: 'story', id: 'u1', cached_url: 'old/path', anchor: 'range' },
        'de',
        links,
      ),
    ).toBe('/de/produkte#range');
  });

  it('falls back to the cached url of a story it does not know', () => {
    expect(
      resolveLink({ linktype: 'story', id: 'gone', cached_url: 'chi-siamo/' }, 'it', links),
    ).toBe('/chi-siamo');
  });

  it('passes plain and email links through, and gives undefined for an empty link', () => {
    expect(resolveLink({ linktype: 'url', url: 'https://example.com/x' }, 'it', links)).toBe(
      'https://example.com/x',
    );
    expect(resolveLink({ linktype: 'email', email: 'a@b.example' }, 'it', links)).toBe(
      'mailto:a@b.example',
    );
    expect(resolveLink({ linktype: 'story', id: '', cached_url: '' }, 'it', links)).toBeUndefined();
    expect(resolveLink(undefined, 'it', links)).toBeUndefined();
  });
});

describe('resolveLink, rule by rule (spec section 2, "Scrolling and links")', () => {
  const none = new Map<string, Link>();

  it("uses a story's full slug", () => {
    expect(
      resolveLink({ linktype: 'story', id: 'x', story: { full_slug: 'chi-siamo' } }, 'it', none),
    ).toBe('/chi-siamo');
  });

  it('drops a language prefix the API put on the full slug, then prefixes the locale', () => {
    expect(
      resolveLink({ linktype: 'story', id: 'x', story: { full_slug: 'en/contacts' } }, 'en', none),
    ).toBe('/en/contacts');
  });

  it("uses a story's URL when it has no full slug", () => {
    expect(resolveLink({ linktype: 'story', id: 'x', story: { url: 'news/' } }, 'it', none)).toBe(
      '/news',
    );
  });

  it('uses a plain URL', () => {
    expect(resolveLink({ linktype: 'url', url: 'https://example.com/a/' }, 'it', none)).toBe(
      'https://example.com/a/',
    );
  });

  it('uses the cached URL when nothing else is there', () => {
    expect(resolveLink({ linktype: 'url', url: '', cached_url: 'contatti' }, 'it', none)).toBe(
      '/contatti',
    );
  });

  it('adds a leading slash where needed', () => {
    expect(resolveLink({ linktype: 'url', url: 'prodotti/pioneer-403' }, 'it', none)).toBe(
      '/prodotti/pioneer-403',
    );
  });

  it('removes a trailing home', () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'home' }, 'it', none)).toBe('/');
    expect(resolveLink({ linktype: 'story', cached_url: 'home' }, 'de', none)).toBe('/de');
    expect(resolveLink({ linktype: 'url', url: '/en/home' }, 'en', none)).toBe('/en');
  });

  it("removes a trailing slash unless the path is only '/'", () => {
    expect(resolveLink({ linktype: 'url', url: '/news/' }, 'it', none)).toBe('/news');
    expect(resolveLink({ linktype: 'url', url: '/' }, 'it', none)).toBe('/');
  });

  it('appends the anchor', () => {
    expect(resolveLink({ linktype: 'url', url: '/chi-siamo', anchor: 'storia' }, 'it', none)).toBe(
      '/chi-siamo#storia',
    );
    expect(resolveLink({ linktype: 'story', cached_url: 'home', anchor: 'top' }, 'it', none)).toBe(
      '/#top',
    );
  });

  it('keeps the query and hash of a plain site path', () => {
    expect(resolveLink({ linktype: 'url', url: 'prodotti/?page=2#list' }, 'it', none)).toBe(
      '/prodotti?page=2#list',
    );
  });

  it('gives undefined for a link without a target', () => {
    expect(resolveLink({ linktype: 'url', url: '' }, 'it', none)).toBeUndefined();
    expect(resolveLink({ linktype: 'story', id: 'gone' }, 'it', none)).toBeUndefined();
  });
});

describe('linksToStory', () => {
  it('is true for a story link, also one without a link type, and false for anything else', () => {
    expect(linksToStory({ linktype: 'story', id: 'x' })).toBe(true);
    expect(linksToStory({ cached_url: 'prodotti' })).toBe(true);
    expect(linksToStory(undefined)).toBe(true);
    expect(linksToStory({ linktype: 'url', url: 'https://example.com' })).toBe(false);
    expect(linksToStory({ linktype: 'email', email: 'info@example.com' })).toBe(false);
    expect(linksToStory({ linktype: 'asset', url: '/assets/manual.pdf' })).toBe(false);
  });
});
