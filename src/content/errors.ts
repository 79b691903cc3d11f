/** Raised by every adapter for a non-200 answer; 404 means the story does not exist. */
export class ContentError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ContentError';
    this.status = status;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ContentError && error.status === 404;
}

/** The content source cannot work with this configuration; the message says what to set. */
export class ContentConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentConfigError';
  }
}
