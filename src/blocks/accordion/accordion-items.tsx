'use client';

import { useState, type ReactNode } from 'react';
import { useHydrated } from '@/site/ui/use-hydrated';

export interface AccordionEntry {
  id: string;
  title: string;
  content: ReactNode;
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

/** A plus that turns into a minus: CSS follows `details[open]` or the button's `aria-expanded`. */
function PlusMinus({ openWhen }: { openWhen: 'details' | 'button' }) {
  return (
    <span aria-hidden="true" className="plus-minus">
      <svg viewBox="0 0 16 16" stroke="currentColor" strokeWidth={2}>
        <path d="M2 8h12" />
        <path
          d="M8 2v12"
          className={openWhen === 'details' ? 'plus-minus-details' : 'plus-minus-button'}
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
    <div className="accordion">
      {items.map((item) => {
        const isOpen = open.has(item.id);
        if (!hydrated) {
          return (
            <details key={item.id} id={item.id} open={isOpen} className="accordion-item group">
              <summary className="accordion-row">
                <h3>{item.title}</h3>
                <PlusMinus openWhen="details" />
              </summary>
              <div className="pb-6">{item.content}</div>
            </details>
          );
        }
        return (
          <div key={item.id} className="accordion-item">
            <h3>
              <button
                type="button"
                id={`${item.id}-button`}
                aria-expanded={isOpen}
                aria-controls={`${item.id}-panel`}
                onClick={() => toggle(item.id)}
                className="accordion-row group"
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
