'use client';

import { useEffect } from 'react';
import { pushFinderEvent } from './finder-event';

/** The parts of the page an answer changes: swapped from the server's new rendering. */
const SWAPPED = '[data-finder-results]';
/** The count beside the form's button, kept in step with the answer. */
const LIVE_COUNT = '[data-finder-live-count]';
/** How long typing a thickness waits before it asks, ms. */
const TYPING_PAUSE = 400;

/** The form's answers as the finder's URL writes them: empty answers left out, materials joined. */
function answerQuery(form: HTMLFormElement): string {
  const data = new FormData(form);
  const query = new URLSearchParams();
  const materials = data.getAll('materiale').map(String);
  for (const name of ['processo', 'materiale', 'spessore', 'rete', 'uso', 'impiego']) {
    const value = name === 'materiale' ? materials.join(',') : String(data.get(name) ?? '').trim();
    if (value !== '') query.set(name, value);
  }
  const search = query.toString().replaceAll('%2C', ',');
  return search === '' ? '' : `?${search}`;
}

/**
 * The finder with JavaScript: each answer asks the server for the same page with the new query
 * and swaps in its answer, its title and the language switcher's links, without a reload; the
 * URL follows. Without JavaScript, or when a request fails, the form is a GET and the answer a page.
 */
export function FinderIsland() {
  useEffect(() => {
    const form = document.querySelector<HTMLFormElement>('form[data-finder-form]');
    if (!form) return;
    let controller: AbortController | undefined;
    let timer: number | undefined;
    pushFinderEvent(location.search);
    const update = async (): Promise<boolean> => {
      const action = new URL(form.action);
      const url = `${action.origin}${action.pathname}${answerQuery(form)}`;
      controller?.abort();
      controller = new AbortController();
      try {
        const response = await fetch(url, {
          signal: controller.signal,
          headers: { accept: 'text/html' },
        });
        if (!response.ok) throw new Error(String(response.status));
        const page = new DOMParser().parseFromString(await response.text(), 'text/html');
        const fresh = page.querySelector(SWAPPED);
        const shown = document.querySelector(SWAPPED);
        if (!fresh || !shown) throw new Error('no answer');
        // Its content, not the element React rendered: React keeps its own nodes.
        shown.replaceChildren(...fresh.childNodes);
        shown.setAttribute('data-answered', fresh.getAttribute('data-answered') ?? 'false');
        document.title = page.title;
        const live = document.querySelector(LIVE_COUNT);
        if (live) live.textContent = page.querySelector(LIVE_COUNT)?.textContent ?? '';
        const status = document.querySelector('[data-finder-status]');
        if (status)
          status.textContent = shown.querySelector('[data-finder-count]')?.textContent ?? '';
        const links = page.querySelectorAll<HTMLAnchorElement>('a[hreflang]');
        document.querySelectorAll<HTMLAnchorElement>('a[hreflang]').forEach((link, index) => {
          const href = links[index]?.getAttribute('href');
          if (href) link.setAttribute('href', href);
        });
        const robots = page.querySelector('meta[name="robots"]');
        document.querySelector('meta[name="robots"]')?.replaceWith(robots ?? '');
        history.replaceState(history.state, '', url);
        pushFinderEvent(new URL(url, location.href).search);
        return true;
      } catch (error) {
        if ((error as Error).name !== 'AbortError') form.submit();
        return false;
      }
    };
    const onChange = (event: Event) => {
      window.clearTimeout(timer);
      const typing = event.type === 'input' && (event.target as HTMLInputElement).type === 'text';
      timer = window.setTimeout(() => void update(), typing ? TYPING_PAUSE : 0);
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      window.clearTimeout(timer);
      void update().then((updated) => {
        // On a phone the machines are below the questions: the button takes the visitor there.
        const results = document.querySelector(SWAPPED);
        if (updated && results && results.getBoundingClientRect().top > innerHeight / 2) {
          const instant = matchMedia('(prefers-reduced-motion: reduce)').matches;
          results.scrollIntoView({ behavior: instant ? 'auto' : 'smooth' });
        }
      });
    };
    form.addEventListener('change', onChange);
    form.addEventListener('input', onChange);
    form.addEventListener('submit', onSubmit);
    return () => {
      controller?.abort();
      window.clearTimeout(timer);
      form.removeEventListener('change', onChange);
      form.removeEventListener('input', onChange);
      form.removeEventListener('submit', onSubmit);
    };
  }, []);
  return null;
}
