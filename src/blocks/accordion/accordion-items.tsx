'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';

export interface AccordionEntry {
  id: string;
  title: string;
  content: ReactNode;
}

const noSubscription = () => () => {};

/** False while the server's HTML is shown (and without JavaScript), true once React runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Items a visitor opened in the native version before React took over, so none closes again. */
function openedBeforeHydration(items: AccordionEntry[]): Set<string> {
  if (typeof document === 'undefined') return new Set();
  return new Set(
    items
      .filter((item) => document.getElementById(item.id)?.hasAttribute('open'))
      .map((item) => item.id),
  );
}

const row =
  'flex min-h-11 w-full cursor-pointer items-center justify-between gap-6 py-5 text-left text-lg font-bold hyphens-auto break-words md:text-xl';

/** A plus that turns into a minus: CSS follows `details[open]` or the button's `aria-expanded`. */
function PlusMinus({ openWhen }: { openWhen: 'details' | 'button' }) {
  const collapse =
    openWhen === 'details' ? 'group-open:scale-y-0' : 'group-aria-expanded:scale-y-0';
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full border border-steel-300 transition-colors duration-250 group-hover:border-ink"
    >
      <svg viewBox="0 0 16 16" className="size-4" stroke="currentColor" strokeWidth={2}>
        <path d="M2 8h12" />
        <path
          d="M8 2v12"
          className={`origin-center transition-transform duration-250 ease-in-out ${collapse}`}
        />
      </svg>
    </span>
  );
}

/**
 * The WAI-ARIA accordion: each title is a button (with `aria-expanded` and `aria-controls`) inside
 * an h3, each answer a region named by its button. The server sends native `<details>` instead,
 * styled the same, so the answers open without JavaScript; React swaps the markup once it runs.
 */
export function AccordionItems({ items }: { items: AccordionEntry[] }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => openedBeforeHydration(items));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // Up to six answers are regions (landmarks); more would crowd the landmark list (WAI-ARIA APG).
  const asRegions = items.length <= 6;

  return (
    <div className="border-t border-steel-200">
      {items.map((item) => {
        const isOpen = open.has(item.id);
        if (!hydrated) {
          return (
            <details
              key={item.id}
              id={item.id}
              open={isOpen}
              className="group border-b border-steel-200"
            >
              <summary className={`${row} list-none [&::-webkit-details-marker]:hidden`}>
                <h3>{item.title}</h3>
                <PlusMinus openWhen="details" />
              </summary>
              <div className="pb-6">{item.content}</div>
            </details>
          );
        }
        return (
          <div key={item.id} className="border-b border-steel-200">
            <h3>
              <button
                type="button"
                id={`${item.id}-button`}
                aria-expanded={isOpen}
                aria-controls={`${item.id}-panel`}
                onClick={() => toggle(item.id)}
                className={`group ${row}`}
              >
                <span>{item.title}</span>
                <PlusMinus openWhen="button" />
              </button>
            </h3>
            <div
              id={`${item.id}-panel`}
              role={asRegions ? 'region' : undefined}
              aria-labelledby={`${item.id}-button`}
              hidden={!isOpen}
              className="pb-6"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
