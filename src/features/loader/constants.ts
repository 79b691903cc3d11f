/** Spec section 4, "Loader": once the first page has loaded, the loader fades out over 0.5 s. */
export const LOADER_FADE_MS = 500;
/**
 * The loader leaves by this time even if the page has not finished loading or no script runs (a
 * CSS animation): a slow image should not keep a readable page covered.
 */
export const LOADER_MAX_MS = 3000;
