'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useThirdParty, type ThirdPartyService } from '@/features/consent/third-party';

/**
 * A poster with a play button in place of the provider's player: nothing is requested from the
 * provider until the visitor presses play (this once) or allows external media always (their
 * consent, recorded); then the player replaces the poster, starts, and takes the keyboard focus
 * the button had. With consent given earlier the player is there without a click, not playing.
 */
export function VideoFacade({
  service,
  title,
  src,
  srcWithoutAutoplay,
  poster,
  playLabel,
  note,
  always,
}: {
  service: ThirdPartyService;
  title: string;
  src: string;
  srcWithoutAutoplay: string;
  poster: ReactNode;
  playLabel: string;
  note: string;
  /** The label of the button that consents to external media, so every video loads at once. */
  always: string;
}) {
  const { loadThirdParty, byClick, load, allowAlways } = useThirdParty(service);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const noteId = useId();

  useEffect(() => {
    if (byClick) frameRef.current?.focus();
  }, [byClick]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-sm bg-ink text-white">
      {loadThirdParty ? (
        <iframe
          ref={frameRef}
          src={byClick ? src : srcWithoutAutoplay}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <>
          {poster}
          <div className="absolute inset-0 bg-linear-to-t from-ink/90 via-ink/30 to-ink/10" />
          <button
            type="button"
            onClick={load}
            aria-describedby={noteId}
            className="group absolute inset-0 flex cursor-pointer items-center justify-center focus-visible:outline-offset-[-6px]"
          >
            <span
              aria-hidden="true"
              className="flex size-18 items-center justify-center rounded-full bg-accent text-ink shadow-2xl ring-8 ring-accent/25 transition-transform duration-250 ease-in-out group-hover:scale-110 md:size-24"
            >
              <svg viewBox="0 0 24 24" className="ml-1 size-8 md:size-10" fill="currentColor">
                <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z" />
              </svg>
            </span>
            <span className="sr-only">{playLabel}</span>
          </button>
          <div className="pointer-events-none absolute inset-x-0 bottom-0 flex flex-col items-start gap-2 p-4 sm:flex-row sm:items-end sm:justify-between md:p-6">
            <p id={noteId} className="text-xs text-steel-100 md:text-sm">
              {note}
            </p>
            <button
              type="button"
              onClick={allowAlways}
              className="pointer-events-auto min-h-11 shrink-0 rounded-sm border-2 border-white/70 bg-ink/60 px-3 text-xs font-semibold text-white hover:border-accent md:text-sm"
            >
              {always}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
