import { currentChoice } from '@/features/consent/third-party';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** The finder's answers are the URL's query; they say nothing about who asked. */
const ANSWERS = ['processo', 'materiale', 'spessore', 'rete', 'uso', 'impiego'] as const;

let lastPushed: string | undefined;

/**
 * One `product_finder` event in the data layer for each answer shown, only with the visitor's
 * consent to statistics and only when the tag manager runs (it made the data layer).
 */
export function pushFinderEvent(search: string): void {
  const query = new URLSearchParams(search);
  if (!ANSWERS.some((name) => query.has(name)) || search === lastPushed) return;
  const layer = (window as DataLayerWindow).dataLayer;
  if (!layer || currentChoice()?.granted.analytics !== true) return;
  lastPushed = search;
  layer.push({
    event: 'product_finder',
    ...Object.fromEntries(ANSWERS.map((name) => [`finder_${name}`, query.get(name) ?? undefined])),
  });
}
