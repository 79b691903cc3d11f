import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');
const origin = new URL(baseURL).origin;

async function redirectOf(path: string) {
  const response = await fetch(baseURL + path, { redirect: 'manual' });
  const location = response.headers.get('location');
  return { status: response.status, location: location ? new URL(location, baseURL) : undefined };
}

// Every rule of the redirects is proven in process (src/proxy.test.ts, src/redirects/); served,
// one of each kind shows the whole stack answers it with an absolute location on this site.
describe('legacy and normalising redirects over HTTP', () => {
  it.each([
    ['/blogs/27.html?utm_source=newsletter', '/news?utm_source=newsletter'],
    ['/en/products/?page=2', '/en/products?page=2'],
    ['/en/Products/Pioneer-Pulse-403', '/en/products/pioneer-pulse-403'],
  ])('%s answers 301 to %s', async (path, target) => {
    const { status, location } = await redirectOf(path);
    expect(status).toBe(301);
    expect(location?.origin).toBe(origin);
    expect(`${location?.pathname}${location?.search}`).toBe(target);
  });

  it('leaves the root and canonical pages alone', async () => {
    for (const path of ['/', '/en', '/prodotti', '/fr/actualites']) {
      expect((await redirectOf(path)).status, path).toBe(200);
    }
  });

  it.each([
    '//evil.example',
    '//evil.example/',
    '/\\evil.example',
    '/%2F%2Fevil.example/',
    '///evil.example',
  ])('never sends %s off the site', async (path) => {
    const { status, location } = await redirectOf(path);
    expect(status).toBeLessThan(500);
    if (location) expect(location.origin).toBe(origin);
  });
});
