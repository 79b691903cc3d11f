import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import {
  DRAFT_MODE_COOKIE,
  SERVER_CACHE_TTL,
  SERVER_CACHE_TTL_HEADER,
} from '../server/cache-protocol';
import { EDITOR_TOKEN_PARAMS } from './features/preview/editor-token';
import { compareRoute, comparePath } from './paths/compare-paths';
import { finderPath, finderRoute } from './paths/finder-paths';
import { locatorCountryPath, locatorPath, locatorRoute } from './paths/locator-paths';
import { partnerAreaPath } from './paths/partner-paths';
import proxy from './proxy';

/**
 * Every rule of the proxy in process (issue 61): a request in, its answer out, on the embedded
 * demo content. Served, the same rules are smoke-tested by the HTTP tier (redirects, canonical
 * pages, odd URLs).
 */
const ORIGIN = 'http://localhost:3000';

async function answer(path: string, cookies: Record<string, string> = {}) {
  const headers = new Headers();
  const cookie = Object.entries(cookies).map(([name, value]) => `${name}=${value}`);
  if (cookie.length > 0) headers.set('cookie', cookie.join('; '));
  const response = await proxy(new NextRequest(new URL(path, ORIGIN), { headers }));
  const location = response.headers.get('location');
  const rewrite = response.headers.get('x-middleware-rewrite');
  const at = (url: string | null) => (url ? url.replace(ORIGIN, '') : undefined);
  return {
    status: response.status,
    location: at(location),
    rewrite: at(rewrite),
    ttl: response.headers.get(SERVER_CACHE_TTL_HEADER),
    robots: response.headers.get('x-robots-tag'),
    cacheControl: response.headers.get('cache-control'),
  };
}

describe('the proxy, in process', () => {
  it.each([
    ['/privacy', '/privacy-policy'],
    ['/Privacy/', '/privacy-policy'],
    ['/materiale/acciaio-inox', '/'],
    ['/settore/saldatura-delle-tubazioni', '/'],
    ['/blogs/27.html?utm_source=newsletter', '/news?utm_source=newsletter'],
    ['/files/download/catalogo-tig-2019.pdf', '/download-area'],
    ['/gallery/250.html', '/'],
    ['/images/1200.html', '/'],
    ['/newsletters/42.html', '/contatti'],
    ['/index.jsp', '/'],
    ['/page.jsp?idPagina=7&idLingua=2', '/'],
    ['/de/datenschutz', '/de/privacy-policy'],
    ['/fr/actualities', '/fr/actualites'],
    ['/promo/pioneer-pulse', '/prodotti/pioneer-pulse-403'],
  ])('answers the legacy %s with a 301 to %s, kept a day by the server', async (path, target) => {
    expect(await answer(path)).toMatchObject({
      status: 301,
      location: target,
      ttl: String(SERVER_CACHE_TTL.redirect),
    });
  });

  it.each([
    ['/prodotti/', '/prodotti'],
    ['/en/products/?page=2', '/en/products?page=2'],
    ['/it/prodotti', '/prodotti'],
    ['/it', '/'],
  ])('sends %s to its normal form %s (no trailing slash, no /it)', async (path, target) => {
    expect(await answer(path)).toMatchObject({ status: 301, location: target });
  });

  it.each([
    ['/PRODOTTI', '/prodotti'],
    ['/en/Products/Pioneer-Pulse-403', '/en/products/pioneer-pulse-403'],
    ['/EN/Products', '/en/products'],
    // a capitalised language prefix alone: lowercased with one 301, then its own 404
    ['/EN/not-a-page', '/en/not-a-page'],
  ])('sends %s in capitals to %s with one 301', async (path, target) => {
    expect(await answer(path)).toMatchObject({ status: 301, location: target });
  });

  it('sends a page by another language’s slug or by /home to its canonical path', async () => {
    expect(await answer('/en/prodotti')).toMatchObject({ status: 301, location: '/en/products' });
    expect(await answer('/home')).toMatchObject({ status: 301, location: '/' });
    expect(await answer('/en/home')).toMatchObject({ status: 301, location: '/en' });
  });

  it.each([
    ['/en', undefined],
    ['/fr/actualites', undefined],
    ['/en/products/pioneer-pulse-403', undefined],
    // Italian has no prefix: its pages render on the `it` route, the URL unchanged
    ['/', '/it'],
    ['/prodotti', '/it/prodotti'],
  ])('lets the page %s render as it is', async (path, route) => {
    expect(await answer(path)).toMatchObject({ status: 200, location: undefined, rewrite: route });
  });

  it('renders a listing query at request time, kept a while; a visitor’s form answer never', async () => {
    expect(await answer('/en/products?search_term=pulse')).toMatchObject({
      status: 200,
      rewrite: '/en/listing-query/products?search_term=pulse',
      ttl: String(SERVER_CACHE_TTL.listing),
    });
    const sent = await answer('/en/contacts?application=sent');
    expect(sent.rewrite).toMatch(/^\/en\/listing-query\//);
    expect(sent.ttl).toBe('0');
  });

  it('renders the comparison and the finder on their routes, kept a while', async () => {
    expect(await answer(comparePath('en', ['pioneer-pulse-403']))).toMatchObject({
      rewrite: `${compareRoute('en')}?p=pioneer-pulse-403`,
      ttl: String(SERVER_CACHE_TTL.listing),
    });
    expect(await answer(`${finderPath('de')}?processo=tig`)).toMatchObject({
      rewrite: `${finderRoute('de')}?processo=tig`,
      ttl: String(SERVER_CACHE_TTL.listing),
    });
  });

  it('renders the locator’s search per request, and its country pages as pre-rendered', async () => {
    expect(await answer(`${locatorPath('en')}?q=milano`)).toMatchObject({
      rewrite: `${locatorRoute({ locale: 'en' })}?q=milano`,
      ttl: String(SERVER_CACHE_TTL.listing),
    });
    expect(await answer(locatorCountryPath('it', 'DE'))).toMatchObject({
      rewrite: locatorRoute({ locale: 'it', country: 'DE' }),
      ttl: null,
    });
  });

  it('serves a feed or a calendar only where its page offers one', async () => {
    expect((await answer('/en/news.rss')).rewrite).toMatch(/news-feed/);
    expect((await answer('/fiere-ed-eventi.ics')).rewrite).toMatch(/calendar/);
    expect(await answer('/contatti.rss')).toMatchObject({ status: 404, rewrite: '/it/404' });
  });

  it('serves a datasheet for a published product only', async () => {
    expect((await answer('/en/products/pioneer-pulse-403.pdf')).rewrite).toMatch(/datasheet/);
    expect(await answer('/en/contacts.pdf')).toMatchObject({ status: 404, rewrite: '/en/404' });
    expect(await answer('/en/Products/pioneer-pulse-403.pdf')).toMatchObject({ status: 404 });
  });

  it('answers any other path with the localized 404 page at the visitor’s URL', async () => {
    expect(await answer('/en/nothing-here')).toMatchObject({ status: 404, rewrite: '/en/404' });
    expect(await answer('/pagina-inesistente')).toMatchObject({ status: 404, rewrite: '/it/404' });
    expect(await answer('/de/a/b/c')).toMatchObject({ status: 404, rewrite: '/de/404' });
  });

  it('lets the search page through in each language', async () => {
    expect(await answer('/search?q=pulse')).toMatchObject({
      status: 200,
      rewrite: '/it/search?q=pulse',
    });
    expect(await answer('/de/search?q=plasma')).toMatchObject({ status: 200, rewrite: undefined });
  });

  it('knows the partner area only where sign-in is configured: here, none', async () => {
    expect(await answer(partnerAreaPath('en'))).toMatchObject({ status: 404, rewrite: '/en/404' });
  });

  it('sends a visual editor’s link to its check, never kept; an open preview is not indexed', async () => {
    const link = `/en/products?${encodeURIComponent(EDITOR_TOKEN_PARAMS.token)}=abc`;
    const checked = await answer(link);
    expect(checked.status).toBe(307);
    expect(checked.cacheControl).toBe('no-store');
    const check = new URL(checked.location ?? '', ORIGIN);
    expect(check.pathname).toBe('/api/draft');
    expect(check.searchParams.get('path')).toBe('/en/products');
    expect(check.searchParams.get(EDITOR_TOKEN_PARAMS.token)).toBe('abc');
    const preview = await answer(link, { [DRAFT_MODE_COOKIE]: 'id' });
    expect(preview).toMatchObject({ status: 200, robots: 'noindex, nofollow' });
    expect((await answer('/en/products')).robots).toBeNull();
  });
});
