import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createTranslator } from 'next-intl';
import {
  answersSearch,
  DUTIES,
  parseAnswers,
  PROCESSES,
  SUPPLIES,
  USES,
  type FinderAnswers,
} from '../src/catalogue/finder/answers';
import { findMachines } from '../src/catalogue/finder/find';
import { reasonText, type FinderTranslate } from '../src/site/finder/reason-text';
import { demoMachines } from '../tests/helpers/demo-machines';
import { runIfMain } from './run-if-main';

/**
 * The product finder's answer (issue 45) for every combination of answers: each question
 * unanswered or answered with each of its values, every set of the catalogue's materials, and a
 * thickness of none, 0.8, 3, 10 and 30 mm. One answer is what the page computes per request:
 * the query read, the rules run on the demo catalogue (and, when nothing fits, once more per
 * answer to find the one that rules everything out), and every reason worded in English.
 */
const THICKNESSES = [undefined, 0.8, 3, 10, 30];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function* combinations(materials: readonly string[]): Generator<FinderAnswers> {
  const subsets = Array.from({ length: 1 << materials.length }, (_, mask) =>
    materials.filter((_, index) => mask & (1 << index)),
  );
  for (const processo of [undefined, ...PROCESSES])
    for (const materiale of subsets)
      for (const spessore of THICKNESSES)
        for (const rete of [undefined, ...SUPPLIES])
          for (const uso of [undefined, ...USES])
            for (const impiego of [undefined, ...DUTIES])
              yield { processo, materiale, spessore, rete, uso, impiego };
}

export async function benchFinder(): Promise<void> {
  const machines = demoMachines();
  const datasource = JSON.parse(readFileSync('content/datasources/materiali.json', 'utf8')) as {
    entries: Array<{ value: string; dimension_values: Record<string, string> }>;
  };
  const materials = Object.fromEntries(
    datasource.entries.map((entry) => [entry.value, entry.dimension_values.en ?? entry.value]),
  );
  const messages = JSON.parse(readFileSync('src/i18n/messages/en.json', 'utf8'));
  const t = createTranslator({ locale: 'en', messages, namespace: 'Finder' });
  const words = { t: t as unknown as FinderTranslate, locale: 'en', materials };
  const known = new Set(Object.keys(materials));
  const answer = (search: string) => {
    const { answers } = parseAnswers(new URLSearchParams(search), known);
    const result = findMachines(answers, machines);
    let length = 0;
    for (const fit of result.fits)
      for (const reason of fit.reasons) length += reasonText(reason, words).length;
    for (const near of result.nearMisses) length += reasonText(near.reason, words).length;
    return length;
  };
  const searches = [...combinations(Object.keys(materials))].map(answersSearch);
  for (const search of searches.slice(0, 500)) answer(search); // warm up the JIT
  const timings: number[] = [];
  for (const search of searches) {
    const start = performance.now();
    answer(search);
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  console.log(
    `product finder, ${searches.length} combinations of answers on ${machines.length} machines: p50 ${percentile(timings, 50).toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, worst ${(timings.at(-1) ?? 0).toFixed(3)} ms (budget p95 < 20 ms)${p95 < 20 ? '' : '  OVER'}`,
  );
}

runIfMain(import.meta.url, benchFinder);
