import { describe, expect, it } from 'vitest';
import { laneOf, tokenBinding, visitorNetwork } from './visitor';

const SECRET = 'a-secret-of-sixteen-chars';

describe('the network a visitor posts from', () => {
  it('is an IPv4 address as it is, also written as an IPv4-mapped IPv6 address', () => {
    expect(visitorNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const network = '2001:0db8:0000:0042::/64';
    for (const address of [
      '2001:db8:0:42::1',
      '2001:DB8:0:42:ffff:ffff:ffff:ffff',
      '2001:db8::42:0:0:0:9',
      '2001:0db8:0000:0042:0000:0000:0000:0001',
      '2001:db8:0:42::7%eth0',
    ]) {
      expect(visitorNetwork(address), address).toBe(network);
    }
    expect(visitorNetwork('2001:db8:0:43::1')).not.toBe(network);
    expect(visitorNetwork('::1')).toBe('0000:0000:0000:0000::/64');
    expect(visitorNetwork('64:ff9b::192.0.2.33')).toBe('0064:ff9b:0000:0000::/64');
  });

  it('is whatever else was given, shortened, when it is no address', () => {
    expect(visitorNetwork('unknown')).toBe('unknown');
    expect(visitorNetwork('x'.repeat(10_000))).toHaveLength(64);
  });
});

describe('what the store keeps of a visitor', () => {
  const ada = { address: '203.0.113.7', userAgent: 'Firefox/140' };

  it('is a keyed hash, never the address, the same for one visitor on every instance', () => {
    const lane = laneOf(ada, SECRET);
    expect(lane).toMatch(/^[\w-]{16}$/);
    expect(lane).not.toContain('203');
    expect(laneOf({ ...ada }, SECRET)).toBe(lane);
    expect(laneOf(ada, 'another-secret-16-chars')).not.toBe(lane);
  });

  it('binds a token to the network and the browser; the lane to the network alone', () => {
    const otherBrowser = { ...ada, userAgent: 'curl/8' };
    const nextDoor = { ...ada, address: '203.0.113.8' };
    const sameSubscriber = { address: '2001:db8:0:42::1', userAgent: 'x' };
    expect(tokenBinding(otherBrowser, SECRET)).not.toBe(tokenBinding(ada, SECRET));
    expect(tokenBinding(nextDoor, SECRET)).not.toBe(tokenBinding(ada, SECRET));
    expect(laneOf(otherBrowser, SECRET)).toBe(laneOf(ada, SECRET));
    expect(laneOf(nextDoor, SECRET)).not.toBe(laneOf(ada, SECRET));
    expect(laneOf({ ...sameSubscriber, address: '2001:db8:0:42:dead:beef::1' }, SECRET)).toBe(
      laneOf(sameSubscriber, SECRET),
    );
  });
});
