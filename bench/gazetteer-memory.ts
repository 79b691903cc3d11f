import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadGazetteer } from '../src/catalogue/locator/gazetteer/load';
import { residentMb } from './resident-memory';

/**
 * Run by `bench/locator.ts` in a process of its own, started with `npm start`'s heap flags and
 * `--expose-gc`: the resident memory the locator's gazetteer adds to a process, measured after a
 * full collection before and after it is loaded. Prints one line of JSON.
 */
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const settle = async () => {
  gc();
  await sleep(200);
  gc();
};

async function main() {
  await settle();
  const before = { ...process.memoryUsage(), resident: residentMb(process.pid) };
  const start = performance.now();
  const gazetteer = await loadGazetteer();
  const loadMs = performance.now() - start;
  await settle();
  const after = { ...process.memoryUsage(), resident: residentMb(process.pid) };
  const mb = (bytes: number) => bytes / 1024 / 1024;
  console.log(
    JSON.stringify({
      places: gazetteer.size,
      loadMs,
      residentAddedMb: after.resident - before.resident,
      heapAddedMb: mb(after.heapUsed - before.heapUsed),
      externalAddedMb: mb(after.external - before.external),
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
