'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { trapTab } from './focus-trap';
import { CloseIcon, MenuIcon } from './icons';

interface Props {
  id: string;
  labels: { menu: string; close: string };
  /** The brand link at the top of the open panel. */
  brand: ReactNode;
  children: ReactNode;
}

const subscribeToNothing = () => () => {};
function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The desktop breakpoint (Tailwind's `xl`), where the full navigation replaces this menu. */
const DESKTOP = '(min-width: 80rem)';

/**
 * The menu below the desktop breakpoint: a toggle button (`aria-expanded`, `aria-controls`) and a
 * full-screen modal panel that keeps Tab and Shift+Tab inside, locks the page's scroll, and closes
 * with Esc or its close button, returning focus to the toggle. From `xl` the panel is not a panel:
 * `header.css` lays its children out in the header bar, so it is a dialog only while open.
 *
 * Before hydration and without JavaScript the toggle is a link to the panel, which CSS shows as
 * the `:target`; its close link leads back to the toggle. Once hydrated, a panel opened that way
 * stays open until the visitor closes it.
 */
export function MobileMenu({ id, labels, brand, children }: Props) {
  const enhanced = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = enhanced && (chosen ?? hash === `#${id}`);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const toggleId = `${id}-toggle`;

  const close = useCallback(
    (returnFocus: boolean) => {
      setChosen(false);
      if (window.location.hash === `#${id}`) {
        window.history.replaceState(
          window.history.state,
          '',
          window.location.pathname + window.location.search,
        );
      }
      if (returnFocus) toggle.current?.focus();
    },
    [id],
  );

  useEffect(() => {
    if (!open) return;
    const page = document.documentElement;
    const overflow = page.style.overflow;
    page.style.overflow = 'hidden';
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'Tab' && panel.current) {
        trapTab(event, panel.current);
      }
    };
    const desktop = window.matchMedia(DESKTOP);
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', closeOnDesktop);
    return () => {
      page.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', closeOnDesktop);
    };
  }, [open, close]);

  // The header outlives client navigation, so a followed link must close the panel itself.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close(false);
  };

  // below `sm` the short quote link before it takes the free space; from `sm`, the call to action
  const toggleClass = 'menu-button menu-toggle ml-auto sm:ml-0 [.header-quote-compact~&]:ml-0';

  return (
    <>
      {enhanced ? (
        <button
          ref={toggle}
          id={toggleId}
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setChosen(true)}
          className={toggleClass}
        >
          <span className="max-sm:sr-only">{labels.menu}</span>
          <MenuIcon />
        </button>
      ) : (
        <a id={toggleId} href={`#${id}`} className={toggleClass}>
          <span className="max-sm:sr-only">{labels.menu}</span>
          <MenuIcon />
        </a>
      )}
      <div
        ref={panel}
        id={id}
        className="menu-panel"
        onClick={closeOnLink}
        {...(enhanced ? { 'data-enhanced': '' } : {})}
        {...(open
          ? { 'data-open': '', role: 'dialog', 'aria-modal': true, 'aria-label': labels.menu }
          : {})}
      >
        <div className="menu-head">
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
            {brand}
            {enhanced ? (
              <button
                ref={closeButton}
                type="button"
                onClick={() => close(true)}
                className="menu-button"
              >
                {labels.close}
                <CloseIcon />
              </button>
            ) : (
              <a href={`#${toggleId}`} className="menu-button">
                {labels.close}
                <CloseIcon />
              </a>
            )}
          </div>
        </div>
        <div className="menu-body">{children}</div>
      </div>
    </>
  );
}
