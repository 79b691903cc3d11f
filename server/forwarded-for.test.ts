import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { normaliseForwardedFor } from './forwarded-for';

function request(peer: string | undefined, forwarded?: string) {
  return {
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  } as unknown as IncomingMessage;
}

describe('normaliseForwardedFor', () => {
  it('keeps the list a local proxy wrote, ending with the visitor it saw', () => {
    const req = request('127.0.0.1', '198.51.100.7, 203.0.113.9');
    normaliseForwardedFor(req);
    expect(req.headers['x-forwarded-for']).toBe('198.51.100.7, 203.0.113.9');
  });

  it('replaces what a remote client wrote with the address that connected', () => {
    const req = request('203.0.113.9', '10.0.0.1');
    normaliseForwardedFor(req);
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('names the peer when nobody wrote a list', () => {
    for (const peer of ['::1', '::ffff:127.0.0.1', '192.0.2.4']) {
      const req = request(peer);
      normaliseForwardedFor(req);
      expect(req.headers['x-forwarded-for']).toBe(peer);
    }
  });
});
