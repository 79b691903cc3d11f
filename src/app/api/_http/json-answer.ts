/** An API answer: JSON, never kept by a cache. */
export const jsonAnswer = (status: number, body: Record<string, unknown>, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
