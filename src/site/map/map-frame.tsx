'use client';

import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/site/ui/button/button-style';
import { useThirdParty } from '@/features/consent/third-party';
import { PinIcon } from '@/site/ui/pin-icon';
import { AllowAlways } from '@/features/consent/allow-always';

export interface MapPlace {
  id: string;
  name: string;
  /** The OpenStreetMap embed with this place's marker. */
  src: string;
  frameTitle: string;
}

/**
 * The interactive map, which comes from openstreetmap.org: until the visitor asks for it (this
 * once, or always: consent to external media) or has consented, a panel says so and offers the
 * buttons; then the map replaces the panel (and takes the focus), with one button per place to
 * move its marker.
 */
export function MapFrame({
  places,
  text,
}: {
  places: MapPlace[];
  text: { show: string; note: string; choose: string; always: string; alwaysNote: string };
}) {
  const { loadThirdParty, byClick, load, allowAlways } = useThirdParty('openstreetmap');
  const [selectedId, setSelectedId] = useState(places[0]?.id);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const selected = places.find((place) => place.id === selectedId) ?? places[0];

  useEffect(() => {
    if (byClick) frameRef.current?.focus();
  }, [byClick]);

  if (!selected) return null;
  if (!loadThirdParty) {
    return (
      <div className="flex h-full min-h-80 flex-col items-center justify-center gap-5 rounded-sm bg-ink bg-[linear-gradient(var(--color-steel-800)_1px,transparent_1px),linear-gradient(90deg,var(--color-steel-800)_1px,transparent_1px)] bg-size-[2.5rem_2.5rem] p-8 text-center text-white">
        <PinIcon className="icon-light size-10 text-accent" />
        <button type="button" onClick={load} className={buttonClasses('primary')}>
          {text.show}
        </button>
        <p className="max-w-sm text-sm text-steel-200">{text.note}</p>
        <AllowAlways onClick={allowAlways} label={text.always} note={text.alwaysNote} tone="dark" />
      </div>
    );
  }
  return (
    <div className="flex h-full flex-col gap-4">
      {places.length > 1 ? (
        <div role="group" aria-label={text.choose} className="flex flex-wrap gap-2">
          {places.map((place) => (
            <button
              key={place.id}
              type="button"
              aria-pressed={place.id === selected.id}
              onClick={() => setSelectedId(place.id)}
              className="min-h-11 rounded-sm border-2 border-ink px-4 text-left text-sm font-semibold transition-colors duration-250 ease-in-out hover:bg-steel-100 aria-pressed:bg-ink aria-pressed:text-white"
            >
              {place.name}
            </button>
          ))}
        </div>
      ) : null}
      <iframe
        ref={frameRef}
        src={selected.src}
        title={selected.frameTitle}
        referrerPolicy="strict-origin-when-cross-origin"
        className="min-h-80 w-full flex-1 rounded-sm border border-steel-200 bg-steel-100"
      />
    </div>
  );
}
