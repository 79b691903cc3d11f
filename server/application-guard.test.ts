import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCounters } from '../src/leads/lead-counters';
import { guardApplicationPost } from './application-guard';
import { RateLimiter } from './form-guard';

/** The guard in a real HTTP server, before a stand-in for Next that answers 200. */
let server: Server;
let base = '';
const limiter = new RateLimiter(2);

beforeAll(async () => {
  server = createServer((req, res) => {
    if (guardApplicationPost(req, res, limiter)) return;
    req.resume();
    req.on('end', () => res.writeHead(200).end('next'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const post = (path: string, client: string) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'x-forwarded-for': client, 'content-type': 'multipart/form-data; boundary=x' },
    body: '--x--\r\n',
  });

describe('the job application route’s first line', () => {
  it('counts a client’s posts against the forms’ rate: 429 with Retry-After past it', async () => {
    const refused = leadCounters().refused.rate;
    expect((await post('/api/jobs/apply?locale=en', '203.0.113.9')).status).toBe(200);
    expect((await post('/api/jobs/apply', '203.0.113.9')).status).toBe(200);
    const limited = await post('/api/jobs/apply?locale=de', '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ status: 'refused' });
    expect(leadCounters().refused.rate).toBe(refused + 1);
    // another client, and another route, are not held up by it
    expect((await post('/api/jobs/apply', '198.51.100.4')).status).toBe(200);
    expect((await post('/api/search', '203.0.113.9')).status).toBe(200);
  });
});
