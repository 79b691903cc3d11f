import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerPlainPostAcceptor } from '../src/leads/plain-post-bridge';
import type { Visitor } from '../src/leads/visitor';
import { renderedActionForm, scriptActionBody, TEST_ACTION } from '../tests/helpers/action-form';
import { acceptPlainLeadPost } from './lead-post';
import { readPagePost } from './page-post';

const PAGE = '/en/request-a-quote';

/** What reached "Next": the request's method, path, content type and body, as it read them. */
interface Passed {
  method?: string;
  url?: string;
  type?: string;
  body: string;
}

let server: Server;
let base = '';
let passed: Passed[] = [];
let accepted: FormData[] = [];
let visitors: Visitor[] = [];

beforeEach(async () => {
  passed = [];
  accepted = [];
  visitors = [];
  registerPlainPostAcceptor(async (data, visitor) => {
    accepted.push(data);
    visitors.push(visitor);
    return data.get('name') === 'Ada' ? `${PAGE}?sent=quote` : undefined;
  });
  // the server's own order: the post read and checked, then the plain post's acceptance, then Next
  server = createServer((req, res) => {
    void readPagePost(req, res, new Set([TEST_ACTION]))
      .then((post) => (post ? acceptPlainLeadPost(post, res) : undefined))
      .then(async (request?: IncomingMessage) => {
        if (!request) return;
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        passed.push({
          method: request.method,
          url: request.url,
          type: request.headers['content-type'],
          body: Buffer.concat(chunks).toString(),
        });
        res.end('rendered by Next');
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => registerPlainPostAcceptor(async () => undefined));

const form = (fields: Record<string, string>) =>
  renderedActionForm([['page', PAGE], ...Object.entries(fields)]);

const post = (body: FormData | string, headers: Record<string, string> = {}, path = PAGE) =>
  fetch(base + path, { method: 'POST', body, headers, redirect: 'manual' });

describe('a lead form posted without a script', () => {
  it('is answered 303 to the thank-you view when accepted, and never reaches Next', async () => {
    const answer = await post(await form({ name: 'Ada' }), { origin: base });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${PAGE}?sent=quote`);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(await answer.text()).toBe('');
    expect(accepted).toHaveLength(1);
    expect(passed).toEqual([]);
  });

  it('is asked about with its visitor: the last X-Forwarded-For address and the user agent', async () => {
    await post(await form({ name: 'Ada' }), {
      'x-forwarded-for': '203.0.113.7, 198.51.100.9',
      'user-agent': 'Firefox/140',
    });
    await post(await form({ name: 'Ada' }), { 'user-agent': '' });
    expect(visitors).toEqual([
      { address: '198.51.100.9', userAgent: 'Firefox/140' },
      { address: expect.stringMatching(/127\.0\.0\.1$/), userAgent: '' },
    ]);
  });

  it('goes on to Next with its body whole when not accepted, on a connection kept alive', async () => {
    for (const name of ['Bob', 'Eve']) {
      const answer = await post(await form({ name, message: 'è'.repeat(3000) }));
      expect(await answer.text()).toBe('rendered by Next');
    }
    expect(accepted).toHaveLength(2);
    expect(passed).toHaveLength(2);
    expect(passed[0]!.method).toBe('POST');
    expect(passed[0]!.url).toBe(PAGE);
    expect(passed[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    // the same multipart body, read again: every field there
    const again = await new Response(passed[1]!.body, {
      headers: { 'content-type': passed[1]!.type! },
    }).formData();
    expect(again.get('name')).toBe('Eve');
    expect(again.get('message')).toBe('è'.repeat(3000));
    expect(again.get('$ACTION_REF_1')).toBe('');
  });

  it('leaves to Next, unasked, a script’s post, a post to another page and a form without an action', async () => {
    const script = await scriptActionBody([
      ['page', PAGE],
      ['name', 'Ada'],
    ]);
    await post(script, { 'next-action': TEST_ACTION });
    await post(await form({ name: 'Ada' }), {}, '/en/another-page');
    const plain = new FormData();
    plain.append('page', PAGE);
    plain.append('name', 'Ada');
    await post(plain);
    expect(passed.map((p) => p.url)).toEqual([PAGE, '/en/another-page', PAGE]);
    expect(accepted).toHaveLength(0);
  });
});
