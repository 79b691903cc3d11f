'use client';

import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { ChevronDownIcon } from './icons';

interface Props {
  id: string;
  /** The toggle's accessible name, e.g. "Products submenu". */
  label: string;
  /** The parent entry's own link, kept next to the toggle. */
  parent: ReactNode;
  children: ReactNode;
}

/**
 * A disclosure sub-menu of the desktop navigation: a button with `aria-expanded` next to the
 * parent link opens it on click, Enter or Space (never on hover); Esc closes it and returns focus
 * to the button; a click or focus outside closes it, and so does following one of its links.
 * `header.css` shows the list from the button's `aria-expanded`, and in the menu panel always
 * (where the button is hidden). Without JavaScript the parent link still leads to the section page.
 */
export function SubMenu({ id, label, parent, children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  // Focus moving to another element outside closes; a pointer elsewhere is handled above.
  const closeOnFocusOut = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };
  // The header outlives client navigation, so a followed link must close the menu itself.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };

  return (
    <div ref={root} className="nav-group" onBlur={closeOnFocusOut}>
      {parent}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        className="nav-toggle"
      >
        <ChevronDownIcon />
      </button>
      <div id={id} onClick={closeOnLink} className="nav-sub">
        {children}
      </div>
    </div>
  );
}
