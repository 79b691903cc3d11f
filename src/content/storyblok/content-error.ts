import { ContentError } from '../errors';

/**
 * The official client rejects a non-200 answer with `{message, status, response}` and a network
 * failure with `{message}` alone; both become a ContentError (404 stays 404).
 */
export function toContentError(error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  const reason = typeof message === 'string' && message !== '' ? message : 'no reason given';
  if (typeof status === 'number') {
    return new ContentError(status, `Storyblok answered ${status}: ${reason}`);
  }
  return new ContentError(502, `Storyblok could not be reached: ${reason}`);
}
