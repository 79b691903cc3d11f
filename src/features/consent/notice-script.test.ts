import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION } from './categories';
import {
  choiceCookie,
  CONSENT_COOKIE,
  CONSENT_LIFETIME_MS,
  parseChoice,
  serializeChoice,
  type ConsentChoice,
} from './consent-record';
import { NOTICE_ATTRIBUTE, NOTICE_SCRIPT, SETTINGS_ASKED_ATTRIBUTE } from './notice-script';
import { OPEN_SETTINGS_ATTRIBUTE } from './open-settings';

/** Just enough of a browser for the notice's script: its element, its buttons, one cookie jar. */
class FakeElement {
  hidden = true;
  readonly attributes = new Map<string, string>();
  constructor(
    readonly parent?: FakeElement,
    attributes: Record<string, string> = {},
  ) {
    for (const [name, value] of Object.entries(attributes)) this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  closest(selector: string): FakeElement | null {
    const name = selector.replace(/^\[|\]$/g, '');
    const matches = selector === 'button' ? this.attributes.has('button') : this.hasAttribute(name);
    return matches ? this : (this.parent?.closest(selector) ?? null);
  }
  contains(other: unknown): boolean {
    for (let element = other as FakeElement | undefined; element; element = element.parent) {
      if (element === this) return true;
    }
    return false;
  }
}

function runScript(cookie: string | undefined, offered = 'media') {
  const notice = new FakeElement(undefined, { [NOTICE_ATTRIBUTE]: '', 'data-offered': offered });
  const button = (attributes: Record<string, string>) =>
    new FakeElement(notice, { button: '', ...attributes });
  const buttons = {
    reject: button({ 'data-consent-choice': 'reject' }),
    accept: button({ 'data-consent-choice': 'accept' }),
    customise: button({ [OPEN_SETTINGS_ATTRIBUTE]: '' }),
  };
  const root = new FakeElement();
  const main = { focused: false, focus: () => (main.focused = true) };
  let jar = cookie === undefined ? '' : `other=1; ${CONSENT_COOKIE}=${cookie}`;
  const written: string[] = [];
  let onClick: ((event: { target: unknown }) => void) | undefined;
  const events: unknown[] = [];
  const document = {
    documentElement: root,
    currentScript: { previousElementSibling: notice },
    activeElement: buttons.reject,
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      written.push(value);
      jar = value.split(';')[0] ?? '';
    },
    getElementById: (id: string) => (id === 'main' ? main : null),
  };
  const window = {
    dispatchEvent: (event: { detail: unknown }) => events.push(event.detail),
    // the capture phase on the window: before React's listener on the document can stop a click
    addEventListener: (type: string, listener: typeof onClick, capture: unknown) => {
      if (type === 'click' && capture === true) onClick = listener;
    },
  };
  runInNewContext(NOTICE_SCRIPT, {
    document,
    window,
    location: { protocol: 'https:' },
    Element: FakeElement,
    URLSearchParams,
    Date,
    Number,
    CustomEvent: class {
      readonly detail: unknown;
      constructor(
        readonly type: string,
        init: { detail: unknown },
      ) {
        this.detail = init.detail;
      }
    },
  });
  const click = (target: FakeElement) => onClick?.({ target });
  const stored = () => parseChoice(decodeURIComponent(jar.split('=')[1] ?? ''), Date.now());
  return { notice, buttons, root, main, written, events, click, stored };
}

const choice = (overrides: Partial<ConsentChoice> = {}): string =>
  encodeURIComponent(
    serializeChoice({
      version: CONSENT_VERSION,
      decidedAt: Date.now() - 1000,
      granted: { analytics: false, media: true },
      ...overrides,
    }),
  );

describe('the consent notice script', () => {
  // the cookie's Max-Age counts from the moment it is written, as recordChoice's does
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the notice when no choice is stored, and keeps it hidden when a valid one is', () => {
    expect(runScript(undefined).notice.hidden).toBe(false);
    expect(runScript(choice()).notice.hidden).toBe(true);
  });

  it('shows it for a choice parseChoice would not honour', () => {
    const old = Date.now() - CONSENT_LIFETIME_MS - 1000;
    for (const value of [
      choice({ version: CONSENT_VERSION - 1 }),
      choice({ decidedAt: old }),
      choice({ decidedAt: Date.now() + 3 * 24 * 60 * 60 * 1000 }),
      encodeURIComponent(`v=${CONSENT_VERSION}&at=${Date.now()}&analytics=1`),
      '%E0%A4%A',
      'garbage',
    ]) {
      expect(parseChoice(safeDecode(value), Date.now()), value).toBeUndefined();
      expect(runScript(value).notice.hidden, value).toBe(false);
    }
  });

  it('records "Reject all" and the X as recordChoice does, hides the notice and tells', () => {
    const visit = runScript(undefined, 'analytics media');
    visit.click(visit.buttons.reject);
    expect(visit.stored()).toMatchObject({
      version: CONSENT_VERSION,
      granted: { analytics: false, media: false },
    });
    const stored = visit.stored();
    if (!stored) throw new Error('no choice stored');
    expect(visit.written).toEqual([choiceCookie(stored, true)]);
    expect(visit.notice.hidden).toBe(true);
    expect(visit.main.focused).toBe(true);
    expect(visit.events).toEqual([{ choice: stored }]);
  });

  it('grants with "Accept all" exactly the categories on offer', () => {
    const withAnalytics = runScript(undefined, 'analytics media');
    withAnalytics.click(withAnalytics.buttons.accept);
    expect(withAnalytics.stored()?.granted).toEqual({ analytics: true, media: true });
    const without = runScript(undefined, 'media');
    without.click(without.buttons.accept);
    expect(without.stored()?.granted).toEqual({ analytics: false, media: true });
  });

  it('leaves "Customise" to the consent manager, marking the request until it runs', () => {
    const visit = runScript(undefined);
    visit.click(visit.buttons.customise);
    expect(visit.root.hasAttribute(SETTINGS_ASKED_ATTRIBUTE)).toBe(true);
    expect(visit.written).toEqual([]);
    expect(visit.notice.hidden).toBe(false);
  });

  it('ignores clicks outside the notice', () => {
    const visit = runScript(undefined);
    visit.click(new FakeElement(undefined, { button: '', 'data-consent-choice': 'accept' }));
    expect(visit.written).toEqual([]);
  });
});

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
