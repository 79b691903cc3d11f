import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');

/** A page answered from the response cache once it has been asked for. */
const PAGE = '/en/who-we-are';

/** GETs `path` with `headers`, gzip accepted; the body is read and dropped. */
async function get(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(baseURL + path, {
    headers: { 'accept-encoding': 'gzip', ...headers },
    redirect: 'manual',
  });
  await answer.arrayBuffer();
  return answer;
}

describe('answers from the response cache (issue 59)', () => {
  it('carry their own request’s id, not the first visitor’s', async () => {
    await get(PAGE, { 'x-request-id': 'first-visitor-0001' });
    const later = await get(PAGE, { 'x-request-id': 'later-visitor-0002' });
    expect(later.headers.get('x-cache')).toBe('HIT');
    expect(later.headers.get('x-request-id')).toBe('later-visitor-0002');
    const anonymous = await get(PAGE);
    expect(anonymous.headers.get('x-cache')).toBe('HIT');
    expect(anonymous.headers.get('x-request-id')).not.toBe('first-visitor-0001');
    expect(anonymous.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answer a forged draft-mode cookie with the public page, as to anyone', async () => {
    const plain = await get(PAGE);
    for (const cookie of ['__prerender_bypass=x', 'NEXT_LOCALE=en; __prerender_bypass=0000']) {
      const forged = await get(PAGE, { cookie });
      expect(forged.status, cookie).toBe(200);
      expect(forged.headers.get('x-robots-tag'), cookie).toBeNull();
      expect(forged.headers.get('cache-control'), cookie).toBe(plain.headers.get('cache-control'));
      expect(forged.headers.get('cache-control'), cookie).toMatch(/^public, .*s-maxage=\d+/);
      expect(forged.headers.get('x-cache'), cookie).toBe('HIT');
    }
  });
});
