'use client';

import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import type { Point } from './reading-order';

function popoverPlacement(point: Point): string {
  // From md up the card sits beside its point, on the side with more room; on a phone it spans
  // the image at the edge away from the point.
  const side =
    point.x < 50 ? 'md:left-[calc(var(--x)+1.75rem)]' : 'md:right-[calc(100%-var(--x)+1.75rem)]';
  const level =
    point.y < 55
      ? 'md:top-[calc(var(--y)-1.5rem)] md:bottom-auto'
      : 'md:bottom-[calc(100%-var(--y)-1.5rem)] md:top-auto';
  const phone = point.y > 50 ? 'top-3' : 'bottom-3';
  return `${phone} ${side} ${level}`;
}

/**
 * The numbered points over the image. Each is a button named by its label and described by its
 * text; focus from the keyboard or a click shows the text beside it, Escape or a click elsewhere
 * hides it again. Tab goes through the points in reading order.
 */
export function HotspotPoints({
  id,
  image,
  points,
  listLabel,
}: {
  id: string;
  image: ReactNode;
  points: Point[];
  /** The name of the list of points shown under the image on a phone. */
  listLabel: string;
}) {
  const [active, setActive] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (active === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setActive(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setActive(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [active]);

  const onFocus = (point: Point, event: FocusEvent<HTMLButtonElement>) => {
    // A keyboard focus shows the text; a pointer's focus leaves that to its click.
    if (event.currentTarget.matches(':focus-visible')) setActive(point.id);
  };
  const onBlur = (event: FocusEvent<HTMLButtonElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setActive(null);
  };

  return (
    <>
      <div ref={rootRef} className="relative">
        {image}
        {points.map((point) => {
          const isActive = active === point.id;
          const popoverId = `${id}-${point.id}`;
          const position = { '--x': `${point.x}%`, '--y': `${point.y}%` } as CSSProperties;
          return (
            <div key={point.id} style={position}>
              <button
                type="button"
                aria-expanded={isActive}
                aria-controls={popoverId}
                aria-describedby={point.text ? `${popoverId}-text` : undefined}
                onClick={() => setActive(isActive ? null : point.id)}
                onFocus={(event) => onFocus(point, event)}
                onBlur={onBlur}
                className="group absolute top-(--y) left-(--x) z-10 flex size-11 -translate-x-1/2 md:size-12 -translate-y-1/2 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className="absolute inset-1.5 rounded-full bg-accent/60 motion-safe:animate-[ping_1.6s_cubic-bezier(0,0,0.2,1)_3] md:inset-0"
                />
                <span
                  aria-hidden="true"
                  className={`relative flex size-7 items-center justify-center rounded-full border-[3px] border-accent text-xs font-bold tabular-nums shadow-[0_2px_10px_rgb(0_0_0/0.45)] transition-colors duration-250 ease-in-out md:size-10 md:text-base ${
                    isActive ? 'bg-ink text-white' : 'bg-white text-ink group-hover:bg-accent'
                  }`}
                >
                  {point.number}
                </span>
                <span className="sr-only">{point.label}</span>
              </button>
              <div
                id={popoverId}
                hidden={!isActive}
                className={`absolute inset-x-3 z-20 rounded-sm border-t-4 border-accent bg-white p-4 text-ink shadow-2xl md:inset-x-auto md:w-72 md:p-5 ${popoverPlacement(point)}`}
              >
                <p className="font-bold hyphens-auto break-words">
                  <span aria-hidden="true" className="mr-2 tabular-nums text-steel-600">
                    {point.number}.
                  </span>
                  {point.label}
                </p>
                {point.text ? (
                  <p
                    id={`${popoverId}-text`}
                    className="mt-1 text-sm leading-relaxed text-steel-700 md:text-base"
                  >
                    {point.text}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      {points.length ? (
        <ol aria-label={listLabel} className="mt-8 grid gap-4 md:hidden">
          {points.map((point) => (
            <li key={point.id} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-ink tabular-nums"
              >
                {point.number}
              </span>
              <div>
                <p className="font-bold hyphens-auto break-words">{point.label}</p>
                {point.text ? <p className="mt-1 text-steel-200">{point.text}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
