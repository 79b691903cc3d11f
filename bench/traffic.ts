/**
 * What visitors and crawlers ask of the site, for the memory and load benchmarks: every page of
 * the sitemap (all five languages), searches that are each different, filtered lists, and the
 * optimised images the pages reference.
 */
import { LANGS } from '../tests/helpers/canonical-pages';

/** Every URL of `/sitemap.xml` (pages and their language alternates), on `base`. */
export async function sitemapUrls(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const found = new Set<string>();
  for (const match of xml.matchAll(/(?:<loc>|href=")(https?:\/\/[^<"]+)/g)) {
    const url = new URL(match[1]!.replaceAll('&amp;', '&'));
    found.add(base + url.pathname + url.search);
  }
  return [...found];
}

/** A small deterministic generator (mulberry32), so every run asks the same varied things. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'mig',
  'tig',
  'mma',
  'plasma',
  'saldatrice',
  'welding',
  'soldadura',
  'soudure',
  'schweißen',
  'pulsato',
  'pulse',
  'alluminio',
  'aluminium',
  'acciaio',
  'steel',
  'inox',
  'pioneer',
  'voyager',
  'cruiser',
  'discovery',
  'micromag',
  'multipower',
  'torcia',
  'torch',
  'filo',
  'wire',
  'corrente',
  'inverter',
  'automazione',
  'robot',
  'fiera',
  'news',
  'download',
  'manuale',
  'garanzia',
  'assistenza',
  'taglio',
  'cutting',
  'kit',
  'carrello',
];
const LETTERS = 'abcdefghilmnoprstuvz';

/**
 * `count` search pages, each query different: one or two known words, sometimes misspelt, and a
 * word never seen before, spread over the five languages' search pages.
 */
export function variedSearches(base: string, count: number, seed = 37): string[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const words = [pick(WORDS)];
    if (random() < 0.5) words.push(pick(WORDS));
    if (random() < 0.3) {
      // a typo: one letter replaced
      const word = words[0]!;
      const at = Math.floor(random() * word.length);
      words[0] = word.slice(0, at) + pick([...LETTERS]) + word.slice(at + 1);
    }
    let fresh = '';
    for (let n = 0; n < 5 + Math.floor(random() * 4); n++) fresh += pick([...LETTERS]);
    words.push(`${fresh}${i}`);
    const lang = LANGS[i % LANGS.length]!;
    const prefix = lang === 'it' ? '' : `/${lang}`;
    urls.push(`${base}${prefix}/search?q=${encodeURIComponent(words.join(' '))}`);
  }
  return urls;
}

const MATERIALS = [
  'alluminio',
  'acciaio-al-carbonio',
  'acciaio-inossidabile',
  'leghe-di-nichel',
  'leghe-di-rame',
];
const PROCESSES = [
  'mma',
  'mig-mag-sinergico',
  'mig-mag-pulsato',
  'mig-mag-sinergico-multifunzione',
  'tig-ac-dc',
  'tig-dc',
  'multiprocesso',
];

/** Every filter combination of one material and one process, on the Italian product list. */
export function filteredLists(base: string): string[] {
  const urls: string[] = [];
  for (const material of MATERIALS) {
    urls.push(`${base}/prodotti?filter_query[materiale][any_in_array]=${material}`);
    for (const process of PROCESSES) {
      urls.push(
        `${base}/prodotti?filter_query[materiale][any_in_array]=${material}&filter_query[processo][any_in_array]=${process}`,
      );
    }
  }
  return urls;
}

/** The optimised images (`/_next/image?...`) a page's HTML references, every width of each. */
export function imageUrlsOf(base: string, html: string): string[] {
  const found = new Set<string>();
  // from the markup's src and srcset (`&amp;`), not the RSC payload's escaped copies (`\u0026`)
  for (const match of html.matchAll(/\/_next\/image\?url=[^"\s,&\\]+&amp;w=\d+&amp;q=\d+/g)) {
    found.add(base + match[0].replaceAll('&amp;', '&'));
  }
  return [...found];
}

export interface Fetched {
  requests: number;
  statuses: Record<string, number>;
  failed: number;
  ms: number;
}

/** GETs every URL, `concurrency` at a time, reading each body; `onBody` sees each HTML answer. */
export async function fetchAll(
  urls: readonly string[],
  concurrency = 8,
  onBody?: (url: string, body: string) => void,
): Promise<Fetched> {
  const started = performance.now();
  const statuses: Record<string, number> = {};
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      try {
        const answer = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
        const html = (answer.headers.get('content-type') ?? '').startsWith('text/html');
        if (html && onBody) onBody(url, await answer.text());
        else await answer.arrayBuffer();
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 500) failed += 1;
      } catch {
        failed += 1;
        statuses.error = (statuses.error ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { requests: urls.length, statuses, failed, ms: Math.round(performance.now() - started) };
}

/** The pages whose query a visitor writes freely: finder answers, quote and comparison `?p=`. */
const FINDERS = [
  '/prodotti/guida-alla-scelta',
  '/en/products/product-finder',
  '/es/productos/asistente',
  '/fr/produits/guide-de-choix',
  '/de/produkte/produktberater',
];
const QUOTES = [
  '/richiedi-un-preventivo',
  '/en/request-a-quote',
  '/es/solicitar-presupuesto',
  '/fr/demande-de-devis',
  '/de/angebot-anfordern',
];
const COMPARISONS = [
  '/prodotti/confronta',
  '/en/products/compare',
  '/es/productos/comparar',
  '/fr/produits/comparer',
  '/de/produkte/vergleich',
];

/**
 * `count` URLs each asked once, as a scanner or a hostile visitor sends them (issue 59): finder
 * answers, `?p=` on the quote and comparison pages, missing pages and searches, in turn, spread
 * over the five languages. Every one renders and none is worth keeping.
 */
export function junkUrls(base: string, count: number, seed = 59): string[] {
  const random = seeded(seed);
  const word = (length: number) => {
    let text = '';
    for (let n = 0; n < length; n++) text += LETTERS[Math.floor(random() * LETTERS.length)];
    return text;
  };
  const searches = variedSearches(base, Math.ceil(count / 5), seed);
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const lang = Math.floor(i / 5) % LANGS.length;
    const prefix = lang === 0 ? '' : `/${LANGS[lang]}`;
    switch (i % 5) {
      case 0:
        urls.push(
          `${base}${FINDERS[lang]}?processo=${PROCESSES[i % PROCESSES.length]}&materiale=${word(8)}&spessore=${(i % 97) + 1}.${i % 7}`,
        );
        break;
      case 1:
        urls.push(`${base}${QUOTES[lang]}?p=${word(12)}-${i},pioneer-${word(6)}`);
        break;
      case 2:
        urls.push(`${base}${COMPARISONS[lang]}?p=${word(10)}-${i},${word(10)},cruiser-${i}`);
        break;
      case 3:
        urls.push(`${base}${prefix}/${word(6)}-${i}/${word(10)}`);
        break;
      default:
        urls.push(searches[Math.floor(i / 5)]!);
    }
  }
  return urls;
}
