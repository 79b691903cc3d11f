import { describe, expect, it } from 'vitest';
import type { SocialItemBlok } from '@/content/generated/components';
import { socialLinksOf } from './networks';

const item = (network: string, url: string, uid = network) =>
  ({ component: 'social-item', _uid: uid, network, url }) as SocialItemBlok;

describe('socialLinksOf', () => {
  it('names each known network', () => {
    expect(socialLinksOf([item('linkedin', 'https://example.com/in/fortarc')])).toEqual([
      {
        key: 'linkedin',
        network: 'linkedin',
        name: 'LinkedIn',
        url: 'https://example.com/in/fortarc',
      },
    ]);
  });

  it('leaves out unknown networks and addresses that are not web addresses', () => {
    expect(
      socialLinksOf([
        item('', 'https://example.com'),
        item('myspace', 'https://example.com'),
        item('toString', 'https://example.com'),
        item('x', 'javascript:alert(1)'),
        item('youtube', '/relative'),
      ]),
    ).toEqual([]);
    expect(socialLinksOf(undefined)).toEqual([]);
  });
});
