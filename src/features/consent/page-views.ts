/**
 * The page shown, for the tag manager's `page_view`: the first page and every new URL the router
 * shows (links, back and forward, the filters' queries). The consent manager's code arrives after
 * the first paint, so the page shown meanwhile is kept for it; views of pages left before a
 * choice was made are not. Nothing leaves the browser from here: `analytics.ts` hands the views
 * to the tag manager's `dataLayer`.
 */
export interface PageView {
  locale: string;
  path: string;
}

let shown: PageView | undefined;
let listener: ((view: PageView) => void) | undefined;

/** Notes the page now shown, unless it is the one noted last. */
export function notePageView(): void {
  const view = {
    locale: document.documentElement.lang,
    path: window.location.pathname + window.location.search,
  };
  if (shown && shown.path === view.path && shown.locale === view.locale) return;
  shown = view;
  listener?.(view);
}

/** Hands the page shown now to `take`, then every new one as it is shown. */
export function takePageViews(take: (view: PageView) => void): () => void {
  if (shown) take(shown);
  listener = take;
  return () => {
    if (listener === take) listener = undefined;
  };
}
