import { describe, expect, it } from 'vitest';
import type { LinkClick } from '@/features/navigation/link-rules';
import { HASH_RETRY_MS, afterLookup, hashTarget, inPageHash, scrollsToHashOnLoad } from './hash';

describe('hashTarget', () => {
  it('reads the id, percent-decoded', () => {
    expect(hashTarget('#product-1-data')).toEqual({ id: 'product-1-data' });
    expect(hashTarget('#caf%C3%A9')).toEqual({ id: 'café' });
    expect(hashTarget('#a%20b')).toEqual({ id: 'a b' });
    expect(hashTarget('top')).toEqual({ id: 'top' });
  });

  it('keeps a malformed escape as it is', () => {
    expect(hashTarget('#50%')).toEqual({ id: '50%' });
  });

  it('sends an empty hash to the top', () => {
    expect(hashTarget('#')).toBe('top');
    expect(hashTarget('')).toBe('top');
  });
});

describe('afterLookup', () => {
  it('scrolls to a target found, whichever the attempt', () => {
    expect(afterLookup(true, 0)).toBe('scroll');
    expect(afterLookup(true, 1)).toBe('scroll');
  });

  it('waits once for a missing target, then goes to the top', () => {
    expect(HASH_RETRY_MS).toBe(300);
    expect(afterLookup(false, 0)).toBe('retry');
    expect(afterLookup(false, 1)).toBe('top');
    expect(afterLookup(false, 2)).toBe('top');
  });
});

describe('scrollsToHashOnLoad', () => {
  it('goes to the hash of a page opened, not of one reloaded or returned to', () => {
    expect(scrollsToHashOnLoad('navigate')).toBe(true);
    expect(scrollsToHashOnLoad('prerender')).toBe(true);
    expect(scrollsToHashOnLoad(undefined)).toBe(true);
    expect(scrollsToHashOnLoad('reload')).toBe(false);
    expect(scrollsToHashOnLoad('back_forward')).toBe(false);
  });
});

describe('inPageHash', () => {
  const current = new URL('https://fortarc.example/en/products/cruiser?tab=1');
  const click = (override: Partial<LinkClick>): LinkClick => ({
    href: 'https://fortarc.example/en/products/cruiser?tab=1#data',
    target: '',
    download: false,
    button: 0,
    modified: false,
    defaultPrevented: false,
    ...override,
  });

  it('takes a plain click on a link within the page', () => {
    expect(inPageHash(click({}), current)).toBe('#data');
    expect(inPageHash(click({ target: '_self' }), current)).toBe('#data');
  });

  it('reads href="#" as the top', () => {
    expect(
      inPageHash(click({ href: 'https://fortarc.example/en/products/cruiser?tab=1#' }), current),
    ).toBe('#');
  });

  it('leaves links to other pages and links without a hash alone', () => {
    expect(inPageHash(click({ href: 'https://fortarc.example/en/products#data' }), current)).toBe(
      undefined,
    );
    expect(
      inPageHash(click({ href: 'https://fortarc.example/en/products/cruiser#data' }), current),
    ).toBe(undefined);
    expect(
      inPageHash(click({ href: 'https://other.example/en/products/cruiser?tab=1#data' }), current),
    ).toBe(undefined);
    expect(
      inPageHash(click({ href: 'https://fortarc.example/en/products/cruiser?tab=1' }), current),
    ).toBe(undefined);
  });

  it('leaves to the browser what is not a plain click', () => {
    expect(inPageHash(click({ button: 1 }), current)).toBe(undefined);
    expect(inPageHash(click({ modified: true }), current)).toBe(undefined);
    expect(inPageHash(click({ download: true }), current)).toBe(undefined);
    expect(inPageHash(click({ target: '_blank' }), current)).toBe(undefined);
    expect(inPageHash(click({ defaultPrevented: true }), current)).toBe(undefined);
  });
});
