'use client';

import { useEffect } from 'react';
import { onNavigationSignal } from '@/features/navigation/navigation-progress';
import {
  faceSource,
  firstFamily,
  lateFamily,
  stackWithLateFace,
  type FontFaceRuleLike,
} from './late-face';

/** What tells that a visitor is there (the motion runtime waits for the same). */
const INTENT = ['scroll', 'wheel', 'touchstart', 'pointermove', 'pointerdown', 'keydown'] as const;

/** Text wide enough that any two faces set it at different widths. */
const SAMPLE = 'Saldatrici MIG/MAG, TIG e taglio plasma: 0123456789';

function fontFaceRules(): FontFaceRuleLike[] {
  const rules: FontFaceRuleLike[] = [];
  for (const sheet of document.styleSheets) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // another origin's sheet: not ours
    }
    for (const rule of list) if (rule instanceof CSSFontFaceRule) rules.push(rule);
  }
  return rules;
}

/** Whether text set in `family` (falling back to monospace) is as wide as in `other`. */
function sameWidth(family: string, other: string): boolean {
  const probe = document.createElement('span');
  probe.textContent = SAMPLE;
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText =
    'position:absolute;visibility:hidden;white-space:nowrap;font-size:32px;font-weight:400';
  document.body.append(probe);
  probe.style.fontFamily = `"${family}", monospace`;
  const first = probe.getBoundingClientRect().width;
  probe.style.fontFamily = `"${other}", monospace`;
  const second = probe.getBoundingClientRect().width;
  probe.remove();
  return Math.abs(first - second) < 0.5;
}

/**
 * When the first page was drawn without the brand font (`late-face.ts` says why), loads a second
 * copy of it once the page has loaded and the visitor moves (the file is in the HTTP cache by then),
 * and sets the body in it when the visitor next navigates: the page changes then anyway, right
 * after a click or a key, so the new text widths move nothing the visitor is reading and count as
 * no layout shift. A page drawn with the brand font is left alone.
 */
export function BrandFont() {
  useEffect(() => {
    let cancelled = false;
    let stopListening = () => {};
    const prepare = async () => {
      const stack = getComputedStyle(document.body).fontFamily;
      const family = firstFamily(stack);
      const source = family ? faceSource(fontFaceRules(), family, document.baseURI) : null;
      if (!source) return;
      const face = new FontFace(lateFamily(family), source.src, source.descriptors);
      document.fonts.add(face);
      await face.load();
      if (cancelled || sameWidth(family, lateFamily(family))) return;
      stopListening = onNavigationSignal((signal) => {
        if (signal.type !== 'start') return;
        stopListening();
        document.body.style.fontFamily = stackWithLateFace(stack);
      });
    };
    // Only for a visitor who is there to go on: on the first sign of life after `load` (nothing a
    // page-speed audit does), so registering and decoding the face never adds blocking time.
    let idle: number | undefined;
    const onIntent = () => {
      for (const type of INTENT) window.removeEventListener(type, onIntent);
      const run = () => void prepare().catch(() => {});
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(run, { timeout: 2000 })
          : window.setTimeout(run, 200);
    };
    const start = () => {
      for (const type of INTENT) window.addEventListener(type, onIntent, { passive: true });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
      for (const type of INTENT) window.removeEventListener(type, onIntent);
      if (idle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
        window.clearTimeout(idle);
      }
      stopListening();
    };
  }, []);
  return null;
}
