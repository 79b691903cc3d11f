import { describe, expect, it } from 'vitest';
import { prefetchAllowed, routerHref, type LinkClick } from './link-rules';

const current = new URL('https://www.example.com/en/products?x=1');
const click = (overrides: Partial<LinkClick> = {}): LinkClick => ({
  href: 'https://www.example.com/en/products/micromag-205',
  target: '',
  download: false,
  button: 0,
  modified: false,
  defaultPrevented: false,
  ...overrides,
});

describe('routerHref', () => {
  it('gives the path, query and hash of a plain click on a link of this site', () => {
    expect(routerHref(click(), current)).toBe('/en/products/micromag-205');
    expect(routerHref(click({ href: '/en/news?page=2#list' }), current)).toBe(
      '/en/news?page=2#list',
    );
    expect(routerHref(click({ target: '_self' }), current)).toBe('/en/products/micromag-205');
  });

  it.each<[string, Partial<LinkClick>]>([
    ['another button', { button: 1 }],
    ['a modifier key', { modified: true }],
    ['another tab', { target: '_blank' }],
    ['a download', { download: true }],
    ['a click already handled', { defaultPrevented: true }],
    ['another origin', { href: 'https://elsewhere.example/en/products' }],
    ['another scheme', { href: 'mailto:info@example.com' }],
    ['a jump within this page', { href: 'https://www.example.com/en/products?x=1#filters' }],
  ])('leaves %s to the browser', (_, overrides) => {
    expect(routerHref(click(overrides), current)).toBeUndefined();
  });

  it('follows a hash on another page, or on this path with another query', () => {
    expect(routerHref(click({ href: '/en/contacts#form' }), current)).toBe('/en/contacts#form');
    expect(routerHref(click({ href: '/en/products#filters' }), current)).toBe(
      '/en/products#filters',
    );
  });
});

describe('prefetchAllowed', () => {
  it('prefetches unless the network is 2G or slower, or the visitor saves data', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
