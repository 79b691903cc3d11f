import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { leadCounters } from '../src/leads/lead-counters';
import { clientOf, guardFormPost, RateLimiter } from './form-guard';

function request(headers: Record<string, string>, url = '/en/request-a-quote', method = 'POST') {
  return {
    method,
    url,
    headers,
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
}

function response() {
  const answer = { status: 0, headers: {} as Record<string, string>, body: '' };
  const res = {
    headersSent: false,
    writeHead(status: number, headers: Record<string, string>) {
      answer.status = status;
      answer.headers = headers;
    },
    end(body: string) {
      answer.body = body;
    },
  } as unknown as ServerResponse;
  return { res, answer };
}

// a refusal's warning line (server/refusal.ts) is page-post.test.ts's to check
vi.spyOn(console, 'warn').mockImplementation(() => {});

const form = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '500' };

describe('the forms’ first line', () => {
  it('lets a form’s post through, and anything that is not a post to a page', () => {
    const limiter = new RateLimiter(10);
    expect(guardFormPost(request(form), response().res, limiter)).toBe(false);
    expect(guardFormPost(request({}, '/en/request-a-quote', 'GET'), response().res, limiter)).toBe(
      false,
    );
    expect(guardFormPost(request({}, '/api/revalidate'), response().res, limiter)).toBe(false);
  });

  it('answers 415 to another content type and 413 to a long body, counting each', () => {
    const before = { ...leadCounters().refused };
    const wrong = response();
    expect(
      guardFormPost(
        request({ 'content-type': 'application/json' }),
        wrong.res,
        new RateLimiter(10),
      ),
    ).toBe(true);
    expect(wrong.answer.status).toBe(415);
    // an action called without a form's data (`text/plain`) is no post of the site's forms
    const plain = response();
    expect(
      guardFormPost(
        request({ 'content-type': 'text/plain;charset=UTF-8' }),
        plain.res,
        new RateLimiter(10),
      ),
    ).toBe(true);
    expect(plain.answer.status).toBe(415);
    const long = response();
    const big = { ...form, 'content-length': String(1024 * 1024) };
    expect(guardFormPost(request(big), long.res, new RateLimiter(10))).toBe(true);
    expect(long.answer.status).toBe(413);
    expect(leadCounters().refused['content-type']).toBe(before['content-type'] + 2);
    expect(leadCounters().refused.size).toBe(before.size + 1);
  });

  it('holds one client to its rate with Retry-After, and not another', () => {
    const limiter = new RateLimiter(3);
    const flooder = { ...form, 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 3; i += 1)
      expect(guardFormPost(request(flooder), response().res, limiter)).toBe(false);
    const limited = response();
    expect(guardFormPost(request(flooder), limited.res, limiter)).toBe(true);
    expect(limited.answer.status).toBe(429);
    expect(Number(limited.answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      guardFormPost(
        request({ ...form, 'x-forwarded-for': '198.51.100.1' }),
        response().res,
        limiter,
      ),
    ).toBe(false);
  });

  it('opens a new window after a minute', () => {
    const limiter = new RateLimiter(1);
    expect(limiter.take('a', 0)).toBe(0);
    expect(limiter.take('a', 1000)).toBe(59);
    expect(limiter.take('a', 60_000)).toBe(0);
    expect(clientOf(request({ 'x-forwarded-for': '10.0.0.1, 203.0.113.9' }))).toBe('203.0.113.9');
  });
});
