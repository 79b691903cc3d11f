/**
 * What browsers and bundlers say when a piece of the site's code could not be loaded, usually
 * because a new deploy removed the files of the build the page runs:
 * - Turbopack (`next build`): `ChunkLoadError`, "Failed to load chunk /_next/static/chunks/….js
 *   from module …", for scripts and stylesheets alike;
 * - webpack (`next build --webpack`): `ChunkLoadError`, "Loading chunk 123 failed.", and
 *   "Loading CSS chunk 123 failed." (code `CSS_CHUNK_LOAD_FAILED`);
 * - a native `import()` that failed: Chromium, Firefox and Safari each in their own words.
 */
const CHUNK_FAILURES = [
  /Failed to load chunk/i,
  /Loading (CSS )?chunk \S+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** How many `cause`s deep an error is looked into. */
const CAUSE_DEPTH = 3;

/**
 * Whether a thrown value (an `error` event's error or message, an unhandled rejection's reason,
 * an error boundary's error) is a failed chunk load. Its `cause` is looked into too.
 */
export function isChunkLoadError(value: unknown): boolean {
  let current = value;
  for (let depth = 0; depth <= CAUSE_DEPTH; depth += 1) {
    if (typeof current === 'string') return matches(current);
    if (typeof current !== 'object' || current === null) return false;
    const { name, message, code } = current as {
      name?: unknown;
      message?: unknown;
      code?: unknown;
    };
    if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
    if (typeof message === 'string' && matches(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function matches(text: string): boolean {
  return CHUNK_FAILURES.some((pattern) => pattern.test(text));
}
