import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION } from '@/features/consent/categories';
import { CONSENT_COOKIE, serializeChoice } from '@/features/consent/consent-record';

const cookieOf = (analytics: boolean) =>
  `${CONSENT_COOKIE}=${encodeURIComponent(
    serializeChoice({
      version: CONSENT_VERSION,
      decidedAt: Date.now(),
      granted: { analytics, media: false },
    }),
  )}`;

/** A page as the browser has it: its cookies, and the data layer the tag manager made. */
function visit(cookie: string, withTagManager = true) {
  const layer: unknown[] = [];
  vi.stubGlobal('document', { cookie });
  vi.stubGlobal('window', withTagManager ? { dataLayer: layer } : {});
  return layer;
}

describe('the finder’s data-layer event', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('carries the answers, once per answer shown, with consent to statistics', async () => {
    const layer = visit(cookieOf(true));
    const { pushFinderEvent } = await import('./finder-event');
    pushFinderEvent('?processo=tig&materiale=alluminio&spessore=3&rete=1x230&uso=cantiere');
    pushFinderEvent('?processo=tig&materiale=alluminio&spessore=3&rete=1x230&uso=cantiere');
    expect(layer).toEqual([
      {
        event: 'product_finder',
        finder_processo: 'tig',
        finder_materiale: 'alluminio',
        finder_spessore: '3',
        finder_rete: '1x230',
        finder_uso: 'cantiere',
        finder_impiego: undefined,
      },
    ]);
  });

  it('sends nothing without consent, without a tag manager, or without answers', async () => {
    const refused = visit(cookieOf(false));
    const { pushFinderEvent } = await import('./finder-event');
    pushFinderEvent('?processo=tig');
    expect(refused).toEqual([]);
    vi.resetModules();
    visit(cookieOf(true), false);
    const again = await import('./finder-event');
    expect(() => again.pushFinderEvent('?processo=tig')).not.toThrow();
    vi.resetModules();
    const empty = visit(cookieOf(true));
    const last = await import('./finder-event');
    last.pushFinderEvent('?utm_source=x');
    expect(empty).toEqual([]);
  });
});
