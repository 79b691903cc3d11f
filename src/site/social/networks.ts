import type { SocialItemBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

export type Network = Exclude<SocialItemBlok['network'], ''>;

/** Each network's own name (a brand, the same in every language) and its icon's strokes. */
export const networks: Record<Network, { name: string; icon: string }> = {
  linkedin: {
    name: 'LinkedIn',
    icon: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6ZM2 9h4v12H2zM4 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  },
  youtube: {
    name: 'YouTube',
    icon: 'M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17ZM10 15l5-3-5-3Z',
  },
  instagram: {
    name: 'Instagram',
    icon: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5ZM16 11.4A4 4 0 1 1 12.6 8 4 4 0 0 1 16 11.4ZM17.5 6.5h.01',
  },
  facebook: {
    name: 'Facebook',
    icon: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3Z',
  },
  x: {
    name: 'X',
    icon: 'M4 4h4.5L20 20h-4.5ZM4 20l6.6-7.2M13.4 11.2 20 4',
  },
};

export interface SocialLink {
  key: string;
  network: Network;
  name: string;
  url: string;
}

function isNetwork(value: unknown): value is Network {
  return typeof value === 'string' && Object.hasOwn(networks, value);
}

/**
 * The social items worth showing: a known network and a web address. Anything else (an empty or
 * unknown network, a `javascript:` or relative URL) is left out rather than shown broken.
 */
export function socialLinksOf(items: readonly SocialItemBlok[] | undefined): SocialLink[] {
  return (items ?? []).flatMap((item) => {
    if (!isNetwork(item.network) || typeof item.url !== 'string') return [];
    if (!/^https?:\/\//i.test(item.url.trim())) return [];
    return [
      {
        key: shortId(item._uid),
        network: item.network,
        name: networks[item.network].name,
        url: item.url.trim(),
      },
    ];
  });
}
