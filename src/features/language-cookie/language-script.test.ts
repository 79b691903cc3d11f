import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_SCRIPT } from './language-script';

/** An element as far as the script looks: `closest` on the language link selector, attributes. */
class FakeElement {
  constructor(
    readonly link: { hreflang: string } | undefined,
    readonly selectors: string[] = [],
  ) {}
  closest(selector: string): FakeElement | null {
    this.selectors.push(selector);
    return this.link ? this : null;
  }
  getAttribute(name: string): string | null {
    return name === 'hreflang' ? (this.link?.hreflang ?? null) : null;
  }
}

type Listener = (event: { type: string; target: unknown; button: number }) => void;

function runScript() {
  const written: string[] = [];
  const listeners = new Map<string, Listener>();
  const window = {
    addEventListener: (type: string, listener: Listener, capture: unknown) => {
      // the capture phase on the window: before React's listener on the document can stop a click
      if (capture === true) listeners.set(type, listener);
    },
  };
  const document = {
    set cookie(value: string) {
      written.push(value);
    },
  };
  runInNewContext(LANGUAGE_SCRIPT, { window, document, Element: FakeElement });
  const fire = (type: string, target: unknown, button = 0) =>
    listeners.get(type)?.({ type, target, button });
  return { written, fire, listeners };
}

const COOKIE = (lang: string) => `NEXT_LOCALE=${lang}; max-age=31536000; path=/; samesite=lax`;

describe('the language cookie script', () => {
  it('listens to clicks and middle clicks on the window, in the capture phase', () => {
    expect([...runScript().listeners.keys()].sort()).toEqual(['auxclick', 'click']);
  });

  it('writes the language of a followed language link for a year, on the whole site', () => {
    const visit = runScript();
    const link = new FakeElement({ hreflang: 'de' });
    visit.fire('click', link);
    expect(visit.written).toEqual([COOKIE('de')]);
    expect(link.selectors).toEqual(['a[hreflang][lang]']);
  });

  it('counts a middle click (a new tab), not a right click (a menu)', () => {
    const visit = runScript();
    visit.fire('auxclick', new FakeElement({ hreflang: 'fr' }), 1);
    visit.fire('auxclick', new FakeElement({ hreflang: 'es' }), 2);
    expect(visit.written).toEqual([COOKIE('fr')]);
  });

  it('ignores other links, languages the site does not have, and targets that are not elements', () => {
    const visit = runScript();
    visit.fire('click', new FakeElement(undefined));
    visit.fire('click', new FakeElement({ hreflang: 'x-default' }));
    visit.fire('click', new FakeElement({ hreflang: 'pt' }));
    visit.fire('click', { closest: () => null });
    visit.fire('click', null);
    expect(visit.written).toEqual([]);
  });
});
