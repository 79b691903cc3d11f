'use client';

import { useRouter } from 'next/navigation';
import {
  useEffect,
  useState,
  useTransition,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { downloadFilterSearch, parseDownloadFilters } from '@/catalogue/download-filters';
import { parseProductFilters, productFilterSearch } from '@/catalogue/product-filters';

/**
 * The small client island of the filter forms. The forms work without it (a plain GET submit);
 * with it, a change or a submit navigates to the form's canonical URL with the Next router,
 * keeping the scroll position and, when the listing is rendered anew, the focused control.
 */

export type FilterForm = 'catalogue' | 'downloads';

/** A form control to focus again, or (after a link that removed a filter) the results. */
type FocusTarget = { name: string; value: string } | 'results';

/**
 * Survives the listing being mounted anew: the unfiltered page and a filtered one are different
 * routes (pre-rendered and request-time), so the first filter replaces the whole tree.
 */
let pendingFocus: FocusTarget | null = null;
let navigating = false;

function searchOf(kind: FilterForm, form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string') query.append(key, value);
  }
  if (kind === 'catalogue') return productFilterSearch(parseProductFilters(query));
  const offered = (key: string) => query.getAll(key).filter(Boolean);
  return downloadFilterSearch(
    parseDownloadFilters(query, {
      type: offered('type'),
      product: offered('product'),
      language: offered('language'),
    }),
  );
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
  const active = document.activeElement;
  if (active && active !== document.body) return; // focus is still somewhere: leave it
  const target =
    wanted === 'results'
      ? root.querySelector<HTMLElement>('[data-filter-results]')
      : [...root.querySelectorAll<HTMLInputElement>('input, select')].find(
          (element) =>
            element.name === wanted.name &&
            (element.type !== 'checkbox' || element.value === wanted.value),
        );
  target?.focus({ preventScroll: true });
}

export function FilterNavigation({
  kind,
  applyOnChange,
  className,
  children,
}: {
  kind: FilterForm;
  /** Checkboxes apply at once; selects wait for the submit button. */
  applyOnChange: boolean;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (pending) return;
    navigating = false;
    restoreFocus(root);
  });

  function navigate(form: HTMLFormElement, focused: Element | null) {
    const action = new URL(form.action, window.location.href);
    if (focused instanceof HTMLInputElement || focused instanceof HTMLSelectElement) {
      pendingFocus = { name: focused.name, value: focused.value };
    }
    navigating = true;
    startTransition(() => {
      router.push(action.pathname + searchOf(kind, form), { scroll: false });
    });
  }

  function onChange(event: FormEvent<HTMLDivElement>) {
    const input = event.target;
    if (!applyOnChange || !(input instanceof HTMLInputElement) || input.type !== 'checkbox') return;
    const form = filterFormOf(input);
    if (form) navigate(form, input);
  }

  function onSubmit(event: FormEvent<HTMLDivElement>) {
    const form = filterFormOf(event.target);
    if (!form) return;
    event.preventDefault();
    navigate(form, document.activeElement);
  }

  /** A link that removes filters takes its own focus away: focus moves to the results. */
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (!(event.target instanceof Element) || !event.target.closest('a[data-filter-link]')) return;
    pendingFocus = 'results';
    navigating = true;
  }

  return (
    <div
      ref={setRoot}
      className={className}
      onChange={onChange}
      onSubmit={onSubmit}
      onClick={onClick}
      data-pending={pending ? '' : undefined}
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
