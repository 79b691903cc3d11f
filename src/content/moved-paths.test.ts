import { describe, expect, it } from 'vitest';
import { recordMoves, type SitePathIndex } from './moved-paths';

/** An index of stories, each with its canonical path in two locales. */
function index(stories: Record<string, [string, string]>): SitePathIndex {
  const paths = new Map<string, string>();
  const byStory = new Map<string, string[]>();
  for (const [uuid, canonicals] of Object.entries(stories)) {
    for (const path of canonicals) if (path) paths.set(path, path);
    byStory.set(uuid, canonicals);
  }
  return { paths, byStory, byId: new Map() };
}

describe('recordMoves', () => {
  it('leads each locale’s old path to the same locale’s new one', () => {
    const moved = new Map<string, string>();
    recordMoves(
      moved,
      index({ a: ['/prodotti/x', '/en/products/x'], b: ['/chi-siamo', '/en/who-we-are'] }),
      index({ a: ['/prodotti/x-2', '/en/products/x-2'], b: ['/chi-siamo', '/en/who-we-are'] }),
    );
    expect(Object.fromEntries(moved)).toEqual({
      '/prodotti/x': '/prodotti/x-2',
      '/en/products/x': '/en/products/x-2',
    });
  });

  it('leads both old paths of a story moved twice to where it is now', () => {
    const moved = new Map<string, string>();
    const first = index({ a: ['/x', '/en/x'] });
    const second = index({ a: ['/y', '/en/y'] });
    recordMoves(moved, first, second);
    recordMoves(moved, second, index({ a: ['/z', '/en/z'] }));
    expect(moved.get('/x')).toBe('/z');
    expect(moved.get('/y')).toBe('/z');
    expect(moved.get('/en/x')).toBe('/en/z');
  });

  it('gives a path back to a page that lives there again, and records nothing for a story that left', () => {
    const moved = new Map<string, string>();
    recordMoves(moved, index({ a: ['/x', '/en/x'] }), index({ a: ['/y', '/en/y'] }));
    recordMoves(
      moved,
      index({ a: ['/y', '/en/y'] }),
      index({ a: ['/y', '/en/y'], c: ['/x', '/en/x-new'] }),
    );
    expect(moved.has('/x')).toBe(false); // story c lives there now
    expect(moved.get('/en/x')).toBe('/en/y');

    const unpublished = new Map<string, string>();
    recordMoves(unpublished, index({ a: ['/x', '/en/x'] }), index({}));
    expect(unpublished.size).toBe(0);
  });

  it('leads nowhere from or to a language whose translation is not published', () => {
    const moved = new Map<string, string>();
    const translated = index({ a: ['/saldatura', '/en/welding'] });
    const withdrawn = index({ a: ['/saldatura', ''] });
    recordMoves(moved, translated, withdrawn);
    recordMoves(moved, withdrawn, translated);
    expect(moved.size).toBe(0);
  });
});
