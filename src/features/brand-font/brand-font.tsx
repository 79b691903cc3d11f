'use client';

import { useEffect } from 'react';
import { onNavigationSignal } from '@/features/navigation/navigation-progress';
import { afterFirstIntent } from '@/features/runtime/after-first-intent';
import {
  faceSource,
  firstFamily,
  lateFamily,
  stackWithLateFace,
  type FontFaceRuleLike,
} from './late-face';

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
    // Only for a visitor who is there to go on, so registering and decoding the face never adds
    // blocking time.
    const cancelWait = afterFirstIntent(() => void prepare().catch(() => {}));
    return () => {
      cancelled = true;
      cancelWait();
      stopListening();
    };
  }, []);
  return null;
}
