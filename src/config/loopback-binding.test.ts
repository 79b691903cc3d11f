import { describe, expect, it } from 'vitest';
import { isLoopbackLiteral, loopbackRefusal, NEXT_LOOPBACK_BUG } from './loopback-binding';

describe('isLoopbackLiteral', () => {
  it('knows IPv4 and IPv6 loopback literals', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]']) {
      expect(isLoopbackLiteral(host), host).toBe(true);
    }
  });

  it('lets names and other addresses through', () => {
    for (const host of ['localhost', '0.0.0.0', '::', '10.0.0.5', 'www.example.com', '127.0.0']) {
      expect(isLoopbackLiteral(host), host).toBe(false);
    }
  });
});

describe('loopbackRefusal', () => {
  it('refuses next start bound to a loopback literal, naming the Next.js issue and the fix', () => {
    const message = loopbackRefusal('http://127.0.0.1:3950');
    expect(message).toContain('127.0.0.1');
    expect(message).toContain(NEXT_LOOPBACK_BUG);
    expect(message).toContain('npm start');
    expect(message).toContain('-H localhost');
    expect(loopbackRefusal('http://[::1]:3000')).toContain('::1');
  });

  it('accepts localhost, every interface, and an unknown origin', () => {
    expect(loopbackRefusal('http://localhost:3000')).toBeUndefined();
    expect(loopbackRefusal('http://0.0.0.0:3000')).toBeUndefined();
    expect(loopbackRefusal(undefined)).toBeUndefined();
    expect(loopbackRefusal('not a url')).toBeUndefined();
  });
});
