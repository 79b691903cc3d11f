import { ANALYTICS_COOKIE_PATTERNS } from './categories';
import type { ConsentChoice } from './consent-record';
import type { PageView } from './page-views';

/**
 * Google Tag Manager under Consent Mode v2 (Google's "basic" mode): the `dataLayer` starts with
 * every storage denied, the visitor's choice updates it, and the container's script is requested
 * only once analytics is granted. Nothing here runs without a configured container.
 */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

export const GTM_ORIGIN = 'https://www.googletagmanager.com';

function dataLayer(): unknown[] {
  const page = window as DataLayerWindow;
  page.dataLayer ??= [];
  return page.dataLayer;
}

/** Google's `gtag()`: its commands must reach the data layer as an `arguments` object. */
function gtag(...args: unknown[]): void {
  void args;
  // eslint-disable-next-line prefer-rest-params -- the tag manager reads consent commands only as `arguments`
  dataLayer().push(arguments);
}

function consentState(analytics: boolean) {
  return {
    // The site shows no advertising: these stay denied whatever the choice.
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: analytics ? 'granted' : 'denied',
  } as const;
}

let started = false;
let loadedId: string | undefined;

/** The defaults, before anything else reaches the data layer; once per document. */
function startConsentMode(): void {
  if (started) return;
  started = true;
  gtag('consent', 'default', consentState(false));
}

function loadContainer(gtmId: string): void {
  if (loadedId) return;
  loadedId = gtmId;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.append(script);
}

/** Whether the container's script was requested in this document. */
export function containerLoaded(): boolean {
  return loadedId !== undefined;
}

function pushPageView(view: PageView): void {
  dataLayer().push({
    event: 'page_view',
    page_locale: view.locale,
    page_path: view.path,
    page_location: window.location.origin + view.path,
    page_title: document.title,
  });
}

/**
 * Core Web Vitals into the data layer, from the moment analytics is granted; the library is its
 * own chunk, requested then. A report made after the visitor withdrew is dropped (withdrawing
 * reloads a page whose container ran, see `consent-runtime.tsx`).
 */
function measureWebVitals(granted: () => boolean): void {
  import('./web-vitals')
    .then(({ reportWebVitals }) =>
      reportWebVitals((event) => {
        if (granted()) dataLayer().push(event);
      }),
    )
    .catch(() => {
      // Its chunk did not arrive: this page's vitals go unmeasured.
    });
}

export interface TagManager {
  /** The visitor's choice: the consent update first, then the container once analytics is granted. */
  choose: (choice: ConsentChoice) => void;
  /** A page shown: a `page_view` once analytics is granted (the page shown then included). */
  view: (view: PageView) => void;
}

/** The tag manager of container `gtmId`, its defaults set at once (all denied). */
export function createTagManager(gtmId: string): TagManager {
  startConsentMode();
  let granted = false;
  let shown: PageView | undefined;
  let counted: PageView | undefined;
  const count = () => {
    if (!granted || !shown || counted === shown) return;
    counted = shown;
    pushPageView(shown);
  };
  return {
    choose: (choice) => {
      granted = choice.granted.analytics;
      gtag('consent', 'update', consentState(granted));
      if (granted) {
        loadContainer(gtmId);
        measureWebVitals(() => granted);
      }
      count();
    },
    view: (view) => {
      shown = view;
      count();
    },
  };
}

/**
 * Removes the cookies analytics stored (`_ga`, `_ga_<id>`, ...), on this host and every parent
 * domain they may have been set for.
 */
export function removeAnalyticsCookies(): string[] {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => ANALYTICS_COOKIE_PATTERNS.some((pattern) => pattern.test(name)));
  const labels = window.location.hostname.split('.');
  const domains = [''];
  for (let index = 0; index < labels.length - 1; index += 1) {
    const domain = labels.slice(index).join('.');
    domains.push(`; Domain=${domain}`, `; Domain=.${domain}`);
  }
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${domain}`;
    }
  }
  return names;
}
