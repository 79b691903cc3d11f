import { describe, expect, it } from 'vitest';
import { ownAddress } from './publish-fanout';

describe('where a replayed publish is sent', () => {
  it('is loopback when the server listens on every interface, else its own address', () => {
    expect(ownAddress({ address: '::', family: 'IPv6', port: 3000 })).toEqual({
      host: '127.0.0.1',
      port: 3000,
    });
    expect(ownAddress({ address: '0.0.0.0', family: 'IPv4', port: 3001 })).toEqual({
      host: '127.0.0.1',
      port: 3001,
    });
    expect(ownAddress({ address: '10.0.0.5', family: 'IPv4', port: 3002 })).toEqual({
      host: '10.0.0.5',
      port: 3002,
    });
  });
});
