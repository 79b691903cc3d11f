/** An API answer: JSON, never kept by a cache. */
export const jsonAnswer = (status: number, body: Record<string, unknown>, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** The answer to a `locale` parameter that is not one of the site's languages. */
export const unknownLocaleAnswer = () =>
  jsonAnswer(400, { error: 'locale must be one of the site’s languages (it, en, es, fr, de)' });
