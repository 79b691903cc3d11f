'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { StrokeIcon } from '@/site/ui/stroke-icon';

/** The visitor's position is sent rounded to this many decimals: about a kilometre. */
const POSITION_DECIMALS = 2;

const noSubscription = () => () => {};
const hasGeolocation = () => 'geolocation' in navigator;
const onServer = () => false;

/**
 * The form's question in the locator's own order (`locatorSearch`): only what was filled in, the
 * kinds joined, the radius only when it is not the default; a position instead of the place.
 */
export function formSearch(
  form: HTMLFormElement,
  defaultRadius: string,
  position?: { lat: number; lng: number },
): string {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const query = new URLSearchParams();
  if (position) {
    query.set('lat', position.lat.toFixed(POSITION_DECIMALS));
    query.set('lng', position.lng.toFixed(POSITION_DECIMALS));
  } else if (text('luogo') !== '') query.set('luogo', text('luogo'));
  const kinds = data.getAll('tipo').map(String);
  if (kinds.length > 0) query.set('tipo', kinds.join(','));
  if (text('famiglia') !== '') query.set('famiglia', text('famiglia'));
  if (text('raggio') !== '' && text('raggio') !== defaultRadius)
    query.set('raggio', text('raggio'));
  const search = query.toString().replaceAll('%2C', ',');
  return search === '' ? '' : `?${search}`;
}

/** The form's action with `search`: its path, the query, and the answer's anchor. */
function searchUrl(form: HTMLFormElement, search: string): string {
  const action = new URL(form.action);
  return action.pathname + search + action.hash;
}

/**
 * The locator's client island. The form, a GET that works without it, sends only what was filled
 * in; and where the browser offers the visitor's position, "Near me" asks for it and searches
 * from there. The position goes nowhere but into the query of this site's own page, rounded.
 */
export function LocatorIsland({
  formId,
  defaultRadius,
  text,
}: {
  formId: string;
  defaultRadius: string;
  text: { button: string; note: string; asking: string; failed: string };
}) {
  const supported = useSyncExternalStore(noSubscription, hasGeolocation, onServer);
  const [state, setState] = useState<'idle' | 'asking' | 'failed'>('idle');

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const submit = (event: SubmitEvent) => {
      event.preventDefault();
      window.location.assign(searchUrl(form, formSearch(form, defaultRadius)));
    };
    form.addEventListener('submit', submit);
    return () => form.removeEventListener('submit', submit);
  }, [formId, defaultRadius]);

  if (!supported) return null;

  const locate = () => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    setState('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = { lat: coords.latitude, lng: coords.longitude };
        window.location.assign(searchUrl(form, formSearch(form, defaultRadius, position)));
      },
      () => setState('failed'),
      { enableHighAccuracy: false, maximumAge: 10 * 60_000, timeout: 20_000 },
    );
  };

  return (
    <div className="locator-near-me">
      <button
        type="button"
        className="locator-near-me-button"
        onClick={locate}
        disabled={state === 'asking'}
        data-near-me=""
      >
        <StrokeIcon
          d="M12 2v3M12 19v3M2 12h3M19 12h3M12 18a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"
          className="size-5"
        />
        {text.button}
      </button>
      <p className="locator-help">{text.note}</p>
      <p role="status" className="locator-near-me-status" data-near-me-status="">
        {state === 'asking' ? text.asking : state === 'failed' ? text.failed : ''}
      </p>
    </div>
  );
}
