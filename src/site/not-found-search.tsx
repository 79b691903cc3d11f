'use client';

import { useSyncExternalStore } from 'react';
import { notFoundWords } from '@/paths/not-found-words';

interface Props {
  /** The language's search page: a plain GET form, so it works before hydration and without JS. */
  action: string;
  label: string;
  submit: string;
}

const subscribe = () => () => {};
const pathWords = () => notFoundWords(window.location.pathname);
const noWords = () => '';

/**
 * The 404 page's search, its field filled in with the missing path's words once the page runs
 * (the page is pre-rendered once per language, so the path is read in the browser). The field is
 * drawn again when the words arrive, since a default value is only read when a field is created.
 */
export function NotFoundSearch({ action, label, submit }: Props) {
  const words = useSyncExternalStore(subscribe, pathWords, noWords);
  return (
    <form role="search" aria-label={label} method="get" action={action}>
      <label htmlFor="not-found-q" className="mb-2 block font-semibold">
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          key={words}
          id="not-found-q"
          name="q"
          type="search"
          defaultValue={words}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-12 flex-1 rounded-sm border-2 border-steel-300 bg-white px-4 text-lg focus:border-ink"
        />
        <button
          type="submit"
          className="min-h-12 rounded-sm bg-ink px-6 font-semibold text-white hover:bg-steel-800"
        >
          {submit}
        </button>
      </div>
    </form>
  );
}
