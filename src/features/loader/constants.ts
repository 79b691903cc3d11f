/** Spec section 4, "Loader": once the first page has loaded, the loader fades out over 0.5 s. */
export const LOADER_FADE_MS = 500;
/** The loader leaves by this time after the navigation started, whatever is still missing. */
export const LOADER_MAX_MS = 3000;
/** Fonts still loading get this long to settle before the first screen is called ready without them. */
export const FONT_WAIT_MS = 100;
