import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_WAIT_MS, LOADER_FADE_MS, LOADER_MAX_MS } from './constants';
import {
  FIRST_SCREEN_READY_MARK,
  LEAVING_ATTRIBUTE,
  LOADER_HIDDEN_MARK,
  LOADER_SCRIPT,
} from './loader-script';

/** A promise settled from outside: an image's decoding, the fonts' loading. */
function pending<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/**
 * The script run in a context of its own, against a document as far as it looks: the loader before
 * it, the high-priority images, the fonts, the parse's state; time is Vitest's fake clock, from
 * the navigation's start.
 */
function runLoader({
  readyState = 'loading',
  images = 1,
  reducedMotion = false,
}: { readyState?: string; images?: number; reducedMotion?: boolean } = {}) {
  const attributes = new Set<string>();
  const loader = {
    hidden: true,
    setAttribute: (name: string) => attributes.add(name),
  };
  const decodes = Array.from({ length: images }, () => pending());
  const fonts = pending();
  const parsed: Array<() => void> = [];
  const marks: Array<{ name: string; at: number }> = [];
  const selectors: string[] = [];
  const document = {
    readyState,
    currentScript: { previousElementSibling: loader },
    fonts: { ready: fonts.promise },
    querySelectorAll: (selector: string) => {
      selectors.push(selector);
      return decodes.map((decode) => ({ decode: () => decode.promise }));
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') parsed.push(listener);
    },
  };
  runInNewContext(LOADER_SCRIPT, {
    document,
    performance: {
      now: () => Date.now(),
      mark: (name: string) => marks.push({ name, at: Date.now() }),
    },
    matchMedia: (query: string) => ({
      matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    }),
    setTimeout,
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
  });
  return {
    loader,
    attributes,
    decodes,
    fonts,
    marks,
    selectors,
    parse: () => parsed.forEach((listener) => listener()),
    mark: (name: string) => marks.find((mark) => mark.name === name)?.at,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the loader's script", () => {
  it('shows the server-hidden loader at once, and keeps it while the document is parsed', async () => {
    const page = runLoader();
    expect(page.loader.hidden).toBe(false);
    page.decodes[0]!.resolve();
    page.fonts.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(page.marks).toEqual([]);
    expect(page.loader.hidden).toBe(false);
  });

  it('fades once parsed, the first screen image decoded and the fonts ready, then hides after the fade', async () => {
    const page = runLoader();
    await vi.advanceTimersByTimeAsync(200);
    page.parse();
    page.fonts.resolve();
    await vi.advanceTimersByTimeAsync(300);
    expect(page.marks).toEqual([]);
    page.decodes[0]!.resolve();
    await vi.advanceTimersByTimeAsync(16);
    expect(page.mark(FIRST_SCREEN_READY_MARK)).toBe(516);
    expect([...page.attributes]).toEqual([LEAVING_ATTRIBUTE]);
    expect(page.loader.hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(LOADER_FADE_MS - 1);
    expect(page.loader.hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.loader.hidden).toBe(true);
    expect(page.mark(LOADER_HIDDEN_MARK)).toBe(516 + LOADER_FADE_MS);
    expect(page.selectors).toEqual(['img[fetchpriority="high"]']);
  });

  it('waits for fonts still loading no longer than FONT_WAIT_MS', async () => {
    const page = runLoader({ readyState: 'interactive' });
    page.decodes[0]!.resolve();
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS - 1);
    expect(page.marks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1 + 16);
    expect(page.mark(FIRST_SCREEN_READY_MARK)).toBe(FONT_WAIT_MS + 16);
  });

  it('is not held by an image that fails, nor needs one', async () => {
    const failed = runLoader({ readyState: 'interactive' });
    failed.decodes[0]!.reject(new Error('EncodingError'));
    failed.fonts.resolve();
    const none = runLoader({ readyState: 'complete', images: 0 });
    none.fonts.resolve();
    await vi.advanceTimersByTimeAsync(16);
    expect(failed.mark(FIRST_SCREEN_READY_MARK)).toBe(16);
    expect(none.mark(FIRST_SCREEN_READY_MARK)).toBe(16);
  });

  it('leaves at LOADER_MAX_MS from the navigation whatever is missing, once', async () => {
    const page = runLoader();
    await vi.advanceTimersByTimeAsync(LOADER_MAX_MS);
    expect(page.mark(FIRST_SCREEN_READY_MARK)).toBe(LOADER_MAX_MS);
    page.parse();
    page.decodes[0]!.resolve();
    page.fonts.resolve();
    await vi.advanceTimersByTimeAsync(LOADER_FADE_MS + 100);
    expect(page.marks.map((mark) => mark.name)).toEqual([
      FIRST_SCREEN_READY_MARK,
      LOADER_HIDDEN_MARK,
    ]);
  });

  it('with reduced motion, hides the loader at once without a fade', async () => {
    const page = runLoader({ readyState: 'interactive', reducedMotion: true });
    page.decodes[0]!.resolve();
    page.fonts.resolve();
    await vi.advanceTimersByTimeAsync(16);
    expect(page.loader.hidden).toBe(true);
    expect(page.attributes.size).toBe(0);
    expect(page.mark(LOADER_HIDDEN_MARK)).toBe(page.mark(FIRST_SCREEN_READY_MARK));
  });

  it('is at most 40 lines of readable source', () => {
    expect(LOADER_SCRIPT.split('\n').length).toBeLessThanOrEqual(40);
  });
});
