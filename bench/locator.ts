import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import type { PartnerBlok } from '../src/content/generated/components';
import { loadGazetteer } from '../src/catalogue/locator/gazetteer/load';
import { answerLocatorQuery } from '../src/catalogue/locator/locator';
import { partnerFromContent, PARTNER_KINDS, type Partner } from '../src/catalogue/locator/partner';
import { parseLocatorQuery, RADII } from '../src/catalogue/locator/query';
import { runIfMain } from './run-if-main';

/**
 * The dealer locator (issue 63): a search as the page computes it per request (the GET query
 * read, the place found in the gazetteer, the partners filtered, measured and ranked) over the
 * demo's 80 partners and over 5,000 generated ones, for places in the five languages, postcodes,
 * ambiguous and unknown names and "Near me" positions, every kind filter, family and radius. Then
 * the gazetteer's memory, in a process of its own with `npm start`'s heap flags.
 */
const GENERATED = 5000;
const BUDGET_MS = 20;
const BUDGET_MB = 40;
const PLACES = [
  ...['Milano', 'Monaco di Baviera', 'München', 'Muenchen', 'Munich', 'Múnich', 'Colonia'],
  ...['Wien', 'Ginevra', 'Varsovie', 'Bruxelles', 'Londres', 'Zurigo', "L'Aia", 'Sevilla'],
  ...['Kraków', 'Lyon', 'Brescia', 'Bordeaux', 'Frankfurt', 'Neustadt', 'Valencia', 'Atlantis'],
  ...['80331', '20121', '75001', 'D-80331', '1010', 'A-1010', '28013', 'saint etienne'],
  ...['lat=45.54&lng=10.22', 'lat=52.52&lng=13.40', 'lat=40.42&lng=-3.70', 'lat=59.3&lng=18.1'],
];
const KIND_SETS = ['', 'tipo=sales', 'tipo=service', 'tipo=rental,training', 'tipo=sales,service'];
const FAMILIES = ['', 'famiglia=manual-welding', 'famiglia=plasma-cutting'];
const LOCALES = ['it', 'en', 'es', 'fr', 'de'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function demoPartners(): Promise<Partner[]> {
  const folder = 'content/stories/dati/partner';
  const files = (await readdir(folder)).filter((file) => file.endsWith('.json'));
  const stories = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8'))),
  );
  return stories.flatMap((story: { slug: string; content: PartnerBlok }) => {
    const partner = partnerFromContent(story.slug, story.content);
    return partner ? [partner] : [];
  });
}

/** `count` partners around the demo's, up to some 150 km off, with varied kinds and families. */
function generatedPartners(demo: readonly Partner[], count: number): Partner[] {
  let seed = 63;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  return Array.from({ length: count }, (_, i) => {
    const base = demo[i % demo.length] as Partner;
    return {
      ...base,
      slug: `${base.slug}-${i}`,
      name: `${base.name} ${i}`,
      lat: base.lat + (random() - 0.5) * 2.7,
      lng: base.lng + (random() - 0.5) * 3.8,
      kinds: PARTNER_KINDS.filter(() => random() < 0.5),
      families: ['manual-welding', 'automation', 'plasma-cutting'].filter(() => random() < 0.6),
    };
  });
}

function searches(): Array<{ search: string; locale: string }> {
  const all: Array<{ search: string; locale: string }> = [];
  let i = 0;
  for (const place of PLACES)
    for (const kinds of KIND_SETS)
      for (const family of FAMILIES)
        for (const radius of RADII) {
          const where = place.startsWith('lat=') ? place : `luogo=${encodeURIComponent(place)}`;
          const search = [where, kinds, family, `raggio=${radius}`].filter(Boolean).join('&');
          all.push({ search, locale: LOCALES[i++ % LOCALES.length] ?? 'it' });
        }
  return all;
}

async function timeSearches(label: string, partners: readonly Partner[]): Promise<void> {
  const families = new Set(['manual-welding', 'automation', 'plasma-cutting']);
  const gazetteer = loadGazetteer;
  const ask = async ({ search, locale }: { search: string; locale: string }) => {
    const { query } = parseLocatorQuery(new URLSearchParams(search), families);
    const answer = await answerLocatorQuery(partners, query, { locale, gazetteer });
    return answer.kind === 'results' ? answer.search.answers.length : 0;
  };
  const all = searches();
  for (const search of all.slice(0, 300)) await ask(search); // warm up the JIT
  const timings: number[] = [];
  let answers = 0;
  for (const search of all) {
    const start = performance.now();
    answers += await ask(search);
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  console.log(
    `  ${label}: ${all.length} searches, p50 ${percentile(timings, 50).toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, worst ${(timings.at(-1) ?? 0).toFixed(3)} ms, ${answers} answers (budget p95 <= ${BUDGET_MS} ms)${p95 <= BUDGET_MS ? '' : '  OVER'}`,
  );
}

async function gazetteerMemory(): Promise<void> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    ...['--expose-gc', '--max-old-space-size=256', '--max-semi-space-size=16'],
    ...['--import', 'tsx', 'bench/gazetteer-memory.ts'],
  ]);
  const memory = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    places: number;
    loadMs: number;
    residentAddedMb: number;
    heapAddedMb: number;
    externalAddedMb: number;
  };
  const added = memory.residentAddedMb;
  console.log(
    `  gazetteer: ${memory.places} places loaded in ${memory.loadMs.toFixed(0)} ms; resident memory added ${added.toFixed(1)} MB (kept: heap ${memory.heapAddedMb.toFixed(1)} MB, typed arrays ${memory.externalAddedMb.toFixed(1)} MB) (budget <= ${BUDGET_MB} MB)${added <= BUDGET_MB ? '' : '  OVER'}`,
  );
}

export async function benchLocator(): Promise<void> {
  console.log('dealer locator');
  await gazetteerMemory();
  const demo = await demoPartners();
  await timeSearches(`${demo.length} demo partners`, demo);
  await timeSearches(`${GENERATED} generated partners`, generatedPartners(demo, GENERATED));
}

runIfMain(import.meta.url, benchLocator);
