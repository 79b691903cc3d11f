import { describe, expect, it } from 'vitest';
import { increasingRetryDelay } from './increasing-retry-delay';

/** A fetch answering the given statuses in turn, and the waits the wrapper asks for. */
function scripted(statuses: number[]) {
  const waits: number[] = [];
  const fetch = increasingRetryDelay({
    baseMs: 100,
    maxRetries: 5,
    fetch: async () => new Response('{}', { status: statuses.shift() ?? 200 }),
    wait: async (ms) => waits.push(ms),
  });
  return { fetch, waits };
}

describe('increasingRetryDelay', () => {
  it('holds each further 429 of a URL back longer: base * (2^(n-1) - 1) on top of the base', async () => {
    const { fetch, waits } = scripted([429, 429, 429, 429, 200]);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await fetch('http://api/v2/cdn/stories/a')).status);
    expect(statuses).toEqual([429, 429, 429, 429, 200]);
    expect(waits).toEqual([0, 100, 300, 700]);
  });

  it('does not hold back the 429 after which the client gives up, and starts over', async () => {
    const { fetch, waits } = scripted([429, 429, 429, 429, 429, 429, 429]);
    for (let i = 0; i < 7; i++) await fetch('http://api/v2/cdn/stories/a');
    expect(waits).toEqual([0, 100, 300, 700, 1500, 0]);
  });

  it('counts each URL on its own and forgets a URL once it is served', async () => {
    const { fetch, waits } = scripted([429, 429, 200, 429]);
    await fetch('http://api/a');
    await fetch('http://api/b');
    await fetch('http://api/a');
    await fetch('http://api/a');
    expect(waits).toEqual([0, 0, 0]);
  });

  it('passes other statuses through untouched', async () => {
    const { fetch, waits } = scripted([503, 404]);
    expect((await fetch('http://api/a')).status).toBe(503);
    expect((await fetch('http://api/a')).status).toBe(404);
    expect(waits).toEqual([]);
  });
});
