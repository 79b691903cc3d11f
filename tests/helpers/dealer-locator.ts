/** The dealer locator's paths, as the issue gives them (issue 63), for its e2e tests. */
export const LOCATOR = {
  it: '/rivenditori-e-assistenza',
  en: '/en/where-to-buy',
  es: '/es/donde-comprar',
  fr: '/fr/ou-acheter',
  de: '/de/haendler-und-service',
} as const;

/** The partners an answer's markup lists, in order, each with the distance the page gives. */
export function answersOf(html: string): Array<[string, number]> {
  const list = /<ol class="locator-answers"[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/data-partner="([^"]+)".*?data-distance="([\d.]+)"/gs)].map((match) => [
    match[1]!,
    Number(match[2]),
  ]);
}

/** Searches with their expected partners, nearest first, and distances (km, to 0.5). */
export const SEARCHES = {
  brescia: [
    ['brescia-saldature', 2.2],
    ['officina-orobica-assistenza', 47.1],
    ['saldotecnica-lombarda', 80.8],
  ],
  milan: [
    ['saldotecnica-lombarda', 0.9],
    ['officina-orobica-assistenza', 43.0],
    ['ticino-robotica-formazione', 64.5],
    ['brescia-saldature', 82.1],
  ],
  munich: [
    ['schweisstechnik-isar', 1.2],
    ['tiroler-schweissakademie', 99.0],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [string, number]>>;
