'use client';

import { CHOICE_BUTTON } from './choice-button';
import type { OptionalCategory } from './categories';
import { CloseButton } from './close-button';
import {
  CHOICE_ATTRIBUTE,
  NOTICE_ATTRIBUTE,
  NOTICE_SCRIPT,
  OFFERED_ATTRIBUTE,
} from './notice-script';
import { OPEN_SETTINGS_ATTRIBUTE } from './open-settings';

/** The notice's title, named by its region: one notice in a page. */
const TITLE_ID = 'consent-notice-title';

/**
 * The first layer of the cookie choice, drawn by the server in every page: a region at the foot of
 * the window, not a modal, so the page behind it stays readable and usable, and fixed, so its
 * showing moves nothing. It says what is used and why,
 * links the privacy policy, and offers "Reject all" beside "Accept all" in the same style, the X
 * that rejects, and "Customise" for the details (the Garante's guidelines). It is `hidden` in the
 * HTML: its script, right after it, shows it when no valid choice is stored and records the
 * choice before the page's scripts have run (`notice-script.ts`). Without JavaScript nothing
 * optional can load, and it stays hidden. First in the tab order after the skip link.
 *
 * A client component with nothing to run, as the loader is: the page's RSC payload then carries
 * its texts, not its markup and script a second time (about 1.4 kB of Brotli on every page).
 */
export function ConsentNotice({
  texts,
  links,
  offered,
}: {
  texts: Record<'title' | 'text' | 'reject' | 'accept' | 'customise' | 'close', string>;
  links: Array<{ label: string; href: string }>;
  offered: readonly OptionalCategory[];
}) {
  return (
    <>
      <section
        aria-labelledby={TITLE_ID}
        hidden
        suppressHydrationWarning
        {...{ [NOTICE_ATTRIBUTE]: '', [OFFERED_ATTRIBUTE]: offered.join(' ') }}
        className="consent-notice"
      >
        <div className="consent-notice-body">
          <h2 id={TITLE_ID} className="consent-notice-title">
            {texts.title}
          </h2>
          <CloseButton
            label={texts.close}
            className="consent-notice-close"
            {...{ [CHOICE_ATTRIBUTE]: 'reject' }}
          />
          <p className="consent-notice-text">
            {texts.text}
            {links.map((link) => (
              <span key={link.href}>
                {' '}
                <a href={link.href}>{link.label}</a>
              </span>
            ))}
          </p>
          <div className="consent-notice-actions">
            <button type="button" className={CHOICE_BUTTON} {...{ [CHOICE_ATTRIBUTE]: 'reject' }}>
              {texts.reject}
            </button>
            <button type="button" className={CHOICE_BUTTON} {...{ [CHOICE_ATTRIBUTE]: 'accept' }}>
              {texts.accept}
            </button>
            <button
              type="button"
              {...{ [OPEN_SETTINGS_ATTRIBUTE]: '' }}
              className="consent-notice-customise"
            >
              {texts.customise}
            </button>
          </div>
        </div>
      </section>
      <script dangerouslySetInnerHTML={{ __html: NOTICE_SCRIPT }} suppressHydrationWarning />
    </>
  );
}
