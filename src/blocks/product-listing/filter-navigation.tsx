'use client';

import { useRouter } from 'next/navigation';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { shouldLoadDocument } from '@/features/build-check/outdated';
import { navigationDone, navigationStarted } from '@/features/navigation/navigation-progress';
import { downloadFilterSearch, parseDownloadFilters } from '@/catalogue/download-filters';
import { parseProductFilters, productFilterSearch } from '@/catalogue/product-filters';

/**
 * The small client island of the filter forms and their remove-filter links. Both work without it
 * (a plain GET submit, plain links); with it, a change, a submit or a click navigates to the
 * canonical URL with the Next router, keeping the scroll position and, when the listing is
 * rendered anew, the focused control.
 */

export type FilterForm = 'catalogue' | 'downloads';

/** A form control or the form's button to focus again, or (after a link) the results. */
type FocusTarget = { name: string; value: string } | 'submit' | 'results';

/**
 * Module state, so it survives the listing being mounted anew: the unfiltered page and a filtered
 * one are different routes (pre-rendered and request-time), so the first filter replaces the tree.
 */
let pendingFocus: FocusTarget | null = null;
let navigating = false;
/**
 * Where a navigation is: the server was asked (`refreshing`) and the answer seen under way
 * (`answering`), or nothing is going on (`idle`).
 */
let phase: 'idle' | 'refreshing' | 'answering' = 'idle';
let giveUpTimer: number | undefined;
/** Whether the current navigation already asked the server a second time. */
let retried = false;
/** Where the page was scrolled when the navigation started: the listing stays where it was. */
let savedScroll: number | null = null;
/**
 * The canonical query the navigation under way asked for. Not read from the address bar: the
 * router changes that only when it shows the answer.
 */
let wantedSearch = '';

/** The canonical query of a filter state, the same way the server writes it. */
function canonicalSearch(kind: FilterForm, query: URLSearchParams): string {
  if (kind === 'catalogue') return productFilterSearch(parseProductFilters(query));
  const given = (key: string) => query.getAll(key).filter(Boolean);
  return downloadFilterSearch(
    parseDownloadFilters(query, {
      type: given('type'),
      product: given('product'),
      language: given('language'),
    }),
  );
}

function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string') query.append(key, value);
  }
  return query;
}

function filterFormOf(target: EventTarget | null): HTMLFormElement | null {
  const form =
    target instanceof HTMLFormElement
      ? target
      : target instanceof HTMLInputElement || target instanceof HTMLSelectElement
        ? target.form
        : null;
  return form?.dataset.filterForm ? form : null;
}

function restoreFocus(root: HTMLElement | null) {
  const wanted = pendingFocus;
  pendingFocus = null;
  if (!wanted || !root) return;
  // Focus still inside the listing was put there by the visitor: leave it. Anywhere else it was
  // lost with the replaced control, or moved by the router's own focus handling.
  const active = document.activeElement;
  if (active && active !== document.body && root.contains(active)) return;
  const target =
    wanted === 'results'
      ? root.querySelector<HTMLElement>('[data-filter-results]')
      : wanted === 'submit'
        ? root.querySelector<HTMLElement>('form[data-filter-form] [type="submit"]')
        : [...root.querySelectorAll<HTMLInputElement>('input, select')].find(
            (element) =>
              element.name === wanted.name &&
              (element.type !== 'checkbox' || element.value === wanted.value),
          );
  target?.focus({ preventScroll: true });
}

export function FilterNavigation({
  kind,
  renderedSearch,
  applyOnChange,
  className,
  children,
}: {
  kind: FilterForm;
  /** The canonical query of the state the server rendered (`''` unfiltered). */
  renderedSearch: string;
  /** Checkboxes apply at once; selects wait for the submit button. */
  applyOnChange: boolean;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const root = useRef<HTMLDivElement>(null);
  const rendered = useRef(renderedSearch);

  /**
   * Asks the server for the page at the current URL (`refresh`) or at `url` (a new history entry),
   * and shows its answer in place.
   */
  const ask = useCallback(
    (url?: string) => {
      phase = 'refreshing';
      window.clearTimeout(giveUpTimer);
      // Should the answer never match the URL (a server that reads it otherwise), stop waiting.
      giveUpTimer = window.setTimeout(() => {
        phase = 'idle';
        navigating = false;
        navigationDone();
      }, 15_000);
      // `scroll: false`: the router would otherwise scroll to the top when the answer is a
      // different route (the pre-rendered list and a filtered one are), a jump the visitor sees.
      startTransition(() => (url ? router.push(url, { scroll: false }) : router.refresh()));
    },
    [router],
  );
  const refresh = useCallback(() => ask(), [ask]);

  // Finish a navigation once the server's answer for the URL is on screen: the scroll position
  // where it was (should anything have moved it meanwhile) and the focus where it was. The listing
  // may have been mounted anew meanwhile, so the answer is recognised by its content.
  useEffect(() => {
    rendered.current = renderedSearch;
    if (phase === 'idle') return;
    if (renderedSearch !== wantedSearch) {
      if (pending) {
        if (phase === 'refreshing') phase = 'answering';
        return;
      }
      // A refresh seen under way has settled with something else on screen: one more try.
      if (phase !== 'answering' || retried) return;
      retried = true;
      refresh();
      return;
    }
    phase = 'idle';
    navigating = false;
    window.clearTimeout(giveUpTimer);
    navigationDone();
    if (savedScroll !== null && Math.abs(window.scrollY - savedScroll) > 1) {
      window.scrollTo({ top: savedScroll, behavior: 'instant' });
    }
    savedScroll = null;
    restoreFocus(root.current);
  });

  // Back and forward restore a page from the router's cache, which may be the pre-rendered one.
  useEffect(() => {
    let timer: number | undefined;
    const check = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const wanted = canonicalSearch(kind, new URLSearchParams(window.location.search));
        if (wanted === rendered.current || phase !== 'idle') return;
        wantedSearch = wanted;
        navigating = true;
        retried = false;
        savedScroll = window.scrollY;
        navigationStarted(window.location.pathname);
        refresh();
      }, 300);
    };
    window.addEventListener('popstate', check);
    return () => {
      window.removeEventListener('popstate', check);
      window.clearTimeout(timer);
    };
  }, [kind, refresh]);

  /**
   * A router navigation to the canonical URL of the new state, without scrolling. Should the router
   * show something else (Next 16's optimistic routing may predict that a URL differing only in its
   * query from a pre-rendered page is that page, and show it from its cache, while the proxy
   * renders listing queries on a request-time route), the effect above asks the server once more.
   */
  function navigate(pathname: string, search: string, focus: FocusTarget | null) {
    // A newer build is out (the build check): load the filtered list as a new document.
    if (shouldLoadDocument(pathname)) {
      window.location.assign(pathname + search);
      return;
    }
    pendingFocus = focus;
    navigationStarted(pathname);
    navigating = true;
    retried = false;
    savedScroll = window.scrollY;
    wantedSearch = search;
    const url = pathname + search;
    // The address bar changes only when the router shows an answer: while one is awaited, the
    // newest state is pushed whatever the bar says (a filter ticked and unticked again before the
    // answer would otherwise refresh the page the first tick asked for).
    const awaiting = phase !== 'idle';
    if (!awaiting && url === window.location.pathname + window.location.search) refresh();
    else ask(url);
  }

  function navigateWithForm(form: HTMLFormElement, focused: Element | null) {
    const action = new URL(form.action, window.location.href);
    const focus: FocusTarget | null =
      focused instanceof HTMLInputElement || focused instanceof HTMLSelectElement
        ? { name: focused.name, value: focused.value }
        : focused instanceof HTMLButtonElement && form.contains(focused)
          ? 'submit'
          : null;
    navigate(action.pathname, canonicalSearch(kind, formQuery(form)), focus);
  }

  function onChange(event: FormEvent<HTMLDivElement>) {
    const input = event.target;
    if (!applyOnChange || !(input instanceof HTMLInputElement) || input.type !== 'checkbox') return;
    const form = filterFormOf(input);
    if (form) navigateWithForm(form, input);
  }

  function onSubmit(event: FormEvent<HTMLDivElement>) {
    const form = filterFormOf(event.target);
    if (!form) return;
    event.preventDefault();
    navigateWithForm(form, document.activeElement);
  }

  /** A link that removes filters: the same navigation; its own focus goes, so the results get it. */
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>('a[data-filter-link]')
        : null;
    if (!link || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(link.pathname, canonicalSearch(kind, new URLSearchParams(link.search)), 'results');
  }

  return (
    <div
      ref={root}
      className={className}
      onChange={onChange}
      onSubmit={onSubmit}
      onClick={onClick}
      data-pending={pending ? '' : undefined}
      data-filter-state={renderedSearch}
    >
      {children}
    </div>
  );
}

/**
 * The result count, in a live region. A region that mounts with its text is not read out, so after
 * a navigation that mounted the listing anew the text is set a moment after the region appears.
 */
export function ResultStatus({ children, className }: { children: string; className?: string }) {
  const [held, setHeld] = useState(() => navigating);
  useEffect(() => {
    if (!held) return;
    const timer = window.setTimeout(() => setHeld(false), 150);
    return () => window.clearTimeout(timer);
  }, [held]);
  return (
    <p role="status" className={className}>
      {held ? '' : children}
    </p>
  );
}
