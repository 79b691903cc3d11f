/**
 * The visitor's address as the production server passes it on: `X-Forwarded-For` ends with the
 * address of whoever connected (server/main.ts keeps a local proxy's list and replaces anyone
 * else's), so its last entry is the visitor's.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || 'unknown';
}
