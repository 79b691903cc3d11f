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
 *
 * The texts are in the markup once, in the list of points under the image (shown on a phone, and
 * on every screen without JavaScript): a button's description points there (a description may be
 * hidden), and the card beside an open point is drawn from the props only while it is open.
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
                className="group hotspot-point"
              >
                <span aria-hidden="true" className="hotspot-pulse" />
                <span aria-hidden="true" className="hotspot-number">
                  {point.number}
                </span>
                <span className="sr-only">{point.label}</span>
              </button>
              {/* Drawn only while open: the list below is the markup's one copy of the texts. */}
              {isActive ? (
                <div id={popoverId} className={`hotspot-popover ${popoverPlacement(point)}`}>
                  <p>
                    <span aria-hidden="true">{point.number}.</span>
                    {point.label}
                  </p>
                  {point.text ? <p>{point.text}</p> : null}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      {points.length ? (
        <ol aria-label={listLabel} className="hotspot-list">
          {points.map((point) => (
            <li key={point.id}>
              <span aria-hidden="true">{point.number}</span>
              <div>
                <p>{point.label}</p>
                {point.text ? <p id={`${id}-${point.id}-text`}>{point.text}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
