/**
 * The build this code belongs to. `next.config.ts` makes one id per `next build` (it is also Next's
 * build id) and inlines it, with the build's time, into the server and the client alike, so a page
 * knows which build it runs and the manifest says which build the server has now.
 */
export const RUNNING_BUILD = {
  id: process.env.FORTARC_BUILD_ID ?? 'development',
  builtAt: process.env.FORTARC_BUILT_AT ?? '',
} as const;

/** The latest-build manifest (spec section 7, "Build check"), polled with a timestamp query. */
export const LATEST_BUILD_PATH = '/_build/latest.json';

/** How often an open page asks for the latest build; it also asks whenever the tab is shown again. */
export const BUILD_CHECK_INTERVAL_MS = 15 * 60 * 1000;
