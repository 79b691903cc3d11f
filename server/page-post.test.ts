import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadCounters } from '../src/leads/lead-counters';
import { renderedActionForm, TEST_ACTION } from '../tests/helpers/action-form';
import { MAX_FORM_FIELDS } from './form-body';
import { readPagePost } from './page-post';

const PAGE = '/en/contacts';
const URLENCODED = { 'content-type': 'application/x-www-form-urlencoded' };

let server: Server;
let port = 0;
const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});

beforeAll(async () => {
  server = createServer((req, res) => {
    void readPagePost(req, res, new Set([TEST_ACTION])).then((post) => {
      if (post) res.end(`passed with ${[...post.form.keys()].length} fields`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  warnings.mockRestore();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A post written in pieces (chunked, no declared length), read back as the server answered. */
function postInPieces(
  pieces: string[],
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', method: 'POST', path: PAGE, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    // the server may answer and close before every piece is written
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    for (const piece of pieces) req.write(piece);
    req.end();
  });
}

const post = async (body: FormData | string, headers: Record<string, string> = {}) => {
  const answer = await fetch(`http://127.0.0.1:${port}${PAGE}`, { method: 'POST', body, headers });
  return { status: answer.status, body: await answer.text() };
};

describe('a post to a page, before Next', () => {
  it('passes the form as React renders it, parsed once', async () => {
    const answer = await post(await renderedActionForm([['name', 'Ada']]));
    expect(answer).toEqual({ status: 200, body: 'passed with 5 fields' });
  });

  it('refuses another site’s form with 403, unread', async () => {
    const before = leadCounters().refused.origin;
    const answer = await post('a=1', { ...URLENCODED, origin: 'https://elsewhere.example' });
    expect(answer).toEqual({ status: 403, body: 'This form belongs to another site.\n' });
    expect(leadCounters().refused.origin).toBe(before + 1);
    // one line, a warning, naming the request and the reason: no stack
    expect(warnings).toHaveBeenLastCalledWith(
      `Refused POST ${PAGE}: 403 This form belongs to another site.`,
    );
  });

  it('answers 413 to a chunked body once it passes 32 kB, whatever it goes on to', async () => {
    const piece = 'a'.repeat(8 * 1024);
    for (const pieces of [5, 8, 12]) {
      const answer = await postInPieces(Array<string>(pieces).fill(piece), URLENCODED);
      expect(answer.status, `${pieces * 8} kB`).toBe(413);
      expect(answer.body).toMatch(/larger than 32768 bytes/);
    }
    // within the limit, chunked: read like any other
    const within = await postInPieces(['a=1&', 'b=2'], URLENCODED);
    expect(within).toEqual({ status: 200, body: 'passed with 2 fields' });
  });

  it('answers 413 to more fields than a form has, before parsing any', async () => {
    const fields = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => `f${i}=x`).join('&');
    expect((await post(fields, URLENCODED)).status).toBe(413);
    const flood = Array.from({ length: 16_000 }, () => 'x').join('&');
    const answer = await post(flood, URLENCODED);
    expect(answer).toEqual({ status: 413, body: `The form has more than 48 fields.\n` });
  });

  it('answers 400 to a multipart body that does not parse, or has no boundary', async () => {
    const before = leadCounters().refused.malformed;
    for (const type of ['multipart/form-data; boundary=zzz', 'multipart/form-data']) {
      const answer = await post('garbage', { 'content-type': type });
      expect(answer).toEqual({ status: 400, body: "The form's body could not be read.\n" });
    }
    const unclosed = '--zzz\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n';
    const cut = await post(unclosed, { 'content-type': 'multipart/form-data; boundary=zzz' });
    expect(cut.status).toBe(400);
    expect(leadCounters().refused.malformed).toBe(before + 3);
  });

  it('answers 400 to an action’s post of another shape than the site’s forms send', async () => {
    const body = new FormData();
    body.append('0', '[null]');
    const answer = await post(body, { 'next-action': TEST_ACTION });
    expect(answer).toEqual({ status: 400, body: "This is not a post of this site's forms.\n" });
  });
});
