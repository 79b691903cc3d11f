/**
 * The content source is shared on `globalThis` by the proxy, the pages and the route handlers,
 * which Next loads as separate bundles, each with its own copy of these classes. So an error is
 * recognised by a brand every copy agrees on, not by which copy of the class made it.
 */
const CONTENT_ERROR = Symbol.for('fortarc.content-error');
const CONTENT_CONFIG_ERROR = Symbol.for('fortarc.content-config-error');

const branded = (value: unknown, brand: symbol) =>
  typeof value === 'object' && value !== null && brand in value;

/** Raised by every adapter for a non-200 answer; 404 means the story does not exist. */
export class ContentError extends Error {
  readonly status: number;
  readonly [CONTENT_ERROR] = true;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ContentError';
    this.status = status;
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return branded(value, CONTENT_ERROR);
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ContentError && error.status === 404;
}

/** The content source cannot work with this configuration; the message says what to set. */
export class ContentConfigError extends Error {
  readonly [CONTENT_CONFIG_ERROR] = true;

  constructor(message: string) {
    super(message);
    this.name = 'ContentConfigError';
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return branded(value, CONTENT_CONFIG_ERROR);
  }
}
