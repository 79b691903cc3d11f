'use client';

import { useEffect, useId, useRef } from 'react';
import { CloseButton } from './close-button';
import type { ConsentConfig } from './consent-config';

/**
 * Reject and accept: one class, so neither is more prominent than the other (EDPB cookie banner
 * taskforce, 2023); a test compares their size and style.
 */
export const CHOICE_BUTTON =
  'min-h-11 flex-1 rounded-sm border-2 border-ink bg-ink px-5 text-base font-semibold text-white transition-colors duration-250 ease-in-out hover:bg-steel-800 sm:flex-none';

/**
 * The first-visit banner: a region at the foot of the window, not a modal, so the page behind it
 * stays readable and usable. Rejecting is on the same level as accepting, in the same style; the
 * X rejects too (the Garante's guidelines). While it is shown, the page keeps a focused element
 * clear of it (scroll padding), and it is first in the tab order after the skip link.
 */
export function ConsentBanner({
  texts,
  links,
  onReject,
  onAccept,
  onCustomise,
}: {
  texts: ConsentConfig['texts']['banner'];
  links: ConsentConfig['links'];
  onReject: () => void;
  onAccept: () => void;
  onCustomise: () => void;
}) {
  const titleId = useId();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const root = document.documentElement;
    const pad = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + 16}px`;
    };
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);

  return (
    <section
      ref={region}
      aria-labelledby={titleId}
      data-consent-banner=""
      className="fixed inset-x-0 bottom-0 z-60 max-h-[60vh] overflow-y-auto border-t-4 border-accent bg-white text-ink shadow-[0_-8px_32px_rgb(14_16_20/0.25)] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-xl sm:rounded-sm sm:border-t-0 sm:border-l-4"
    >
      <div className="relative flex flex-col gap-4 p-5 sm:p-6">
        <h2 id={titleId} className="pr-12 text-lg leading-tight font-bold">
          {texts.title}
        </h2>
        <CloseButton label={texts.close} onClick={onReject} className="absolute top-2 right-2" />
        <p className="text-sm leading-relaxed text-steel-700">
          {texts.text}
          {links.map((link) => (
            <span key={link.href}>
              {' '}
              <a
                href={link.href}
                className="font-semibold text-ink underline underline-offset-4 hover:decoration-accent hover:decoration-2"
              >
                {link.label}
              </a>
            </span>
          ))}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={onReject}
            className={CHOICE_BUTTON}
            data-consent-choice="reject"
          >
            {texts.reject}
          </button>
          <button
            type="button"
            onClick={onAccept}
            className={CHOICE_BUTTON}
            data-consent-choice="accept"
          >
            {texts.accept}
          </button>
          <button
            type="button"
            onClick={onCustomise}
            className="min-h-11 px-2 text-base font-semibold underline decoration-accent decoration-2 underline-offset-[6px] hover:decoration-current"
          >
            {texts.customise}
          </button>
        </div>
      </div>
    </section>
  );
}
