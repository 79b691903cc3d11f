import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/helpers/browser';
import { startProductionServer, type RunningServer } from '../tests/helpers/production-server';
import { startBareNext } from './bare-next';
import { runIfMain } from './run-if-main';

/**
 * When does a page's first frame reach the screen, and why (issue 15)? Records a Chromium trace of
 * each page in interleaved rounds, the bare Next.js page first, with Lighthouse's mobile viewport
 * and no throttling, and prints per run: the end of the main thread's first Paint (the frame is
 * ready), the first contentful paint as presented (what Lighthouse's observed FCP reads), the load
 * event, and whether viz throttled BeginFrames for undrawn frames in between (the held first frame
 * `docs/performance-history.md` describes). The traces are kept in `.artifacts/traces/` for DevTools.
 *
 * `FIRST_FRAME_VIA=lighthouse` records each trace with Lighthouse itself (the shared tool's copy,
 * its mobile emulation and Chromium flags, `--save-assets`) instead of Playwright: the held frame
 * shows under Lighthouse on days it does not show without it, and Lighthouse's score reads it.
 */
const ROUNDS = Number(process.env.TRACE_ROUNDS ?? 5);
const PAGES = ['/', '/prodotti', '/prodotti/pioneer-pulse-403'];
const CATEGORIES = [
  'devtools.timeline',
  'blink.user_timing',
  'loading',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-cc.debug.scheduler',
  'viz',
];
/** Lighthouse 12's mobile emulation (a Moto G Power), without its throttling. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}

export interface FrameTiming {
  /** End of the renderer main thread's first Paint: the first content frame is ready. */
  paintReadyMs: number | null;
  /** First contentful paint, as presented on screen. */
  fcpMs: number | null;
  loadMs: number | null;
  /** viz stopped sending BeginFrames to the page for undrawn frames (`ThrottleUndrawnFrames`). */
  throttled: boolean;
}

/** Reads the timings of one navigation out of its trace events. */
export function frameTiming(events: TraceEvent[]): FrameTiming {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      String(
        (event.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? '',
      ).startsWith('http'),
  );
  if (!start) return { paintReadyMs: null, fcpMs: null, loadMs: null, throttled: false };
  const onMainThread = (event: TraceEvent) =>
    event.pid === start.pid && event.tid === start.tid && event.ts > start.ts;
  const since = (ts: number | undefined) =>
    ts === undefined ? null : Math.round((ts - start.ts) / 1000);
  // The first main-thread Paint that painted content (not the empty document before it).
  const painted = events.find(
    (event) => event.name === 'PaintTimingVisualizer::LayoutObjectPainted' && onMainThread(event),
  );
  const paint = painted
    ? events.find(
        (event) =>
          event.name === 'Paint' &&
          onMainThread(event) &&
          event.ts <= painted.ts &&
          painted.ts <= event.ts + (event.dur ?? 0),
      )
    : undefined;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && onMainThread(event));
  const load = events.find((event) => event.name === 'loadEventEnd' && onMainThread(event));
  // viz declining to send the page BeginFrames between a ready frame and its presentation.
  const throttled = events.some(
    (event) =>
      event.name === 'SendBeginFrameDecision' &&
      (event.args as { should_send?: boolean } | undefined)?.should_send === false &&
      String((event.args as { reason?: string } | undefined)?.reason ?? '').startsWith(
        'Throttle',
      ) &&
      paint !== undefined &&
      event.ts > paint.ts &&
      (!fcp || event.ts < fcp.ts),
  );
  return {
    paintReadyMs: paint ? since(paint.ts + (paint.dur ?? 0)) : null,
    fcpMs: since(fcp?.ts),
    loadMs: since(load?.ts),
    throttled,
  };
}

async function traceOnce(browser: Browser, url: string, file: string): Promise<FrameTiming> {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2000); // a held frame is released at ~1.25 s
  const buffer = await browser.stopTracing();
  await context.close();
  writeFileSync(file, buffer);
  const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  return frameTiming(trace.traceEvents);
}

/** The Lighthouse the shared `../shared/tools/lighthouse` installs, and the flags it runs with. */
const LIGHTHOUSE_HOME = process.env.LIGHTHOUSE_HOME ?? '/tmp/lighthouse-tool';
const LIGHTHOUSE = path.join(LIGHTHOUSE_HOME, 'node_modules/.bin/lighthouse');
const BROWSER_FLAGS = path.resolve('../shared/tools/browser-flags.txt');

async function traceWithLighthouse(url: string, file: string): Promise<FrameTiming> {
  if (!existsSync(LIGHTHOUSE)) {
    throw new Error(`${LIGHTHOUSE} is missing: run ../shared/tools/lighthouse once to install it`);
  }
  const output = file.replace(/\.json$/, '');
  await promisify(execFile)(
    LIGHTHOUSE,
    [
      url,
      '--quiet',
      '--only-categories=performance',
      '--save-assets',
      `--additional-trace-categories=${CATEGORIES.slice(-2).join(',')}`,
      `--chrome-flags=${readFileSync(BROWSER_FLAGS, 'utf8').trim()}`,
      '--output=json',
      `--output-path=${output}.report.json`,
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 1 << 26 },
  );
  const trace = JSON.parse(readFileSync(`${output}.report-0.trace.json`, 'utf8')) as
    { traceEvents: TraceEvent[] } | TraceEvent[];
  return frameTiming(Array.isArray(trace) ? trace : trace.traceEvents);
}

const median = (values: (number | null)[]) => {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : null;
};

export async function benchFirstFrame(): Promise<void> {
  const viaLighthouse = process.env.FIRST_FRAME_VIA === 'lighthouse';
  const dir = path.resolve('.artifacts/traces');
  mkdirSync(dir, { recursive: true });
  console.log(
    `First frame, mobile viewport, unthrottled${viaLighthouse ? ', traced by Lighthouse' : ''}, ${ROUNDS} interleaved rounds (traces in ${dir})`,
  );
  let bare: RunningServer | undefined;
  let site: RunningServer | undefined;
  const browser = viaLighthouse ? undefined : await launchBrowser();
  try {
    bare = await startBareNext();
    site = await startProductionServer({}, 'ignore');
    const targets = [
      { name: 'bare Next.js page', url: bare.baseURL + '/' },
      ...PAGES.map((page) => ({ name: page, url: site!.baseURL + page })),
    ];
    for (const target of targets) await fetch(target.url); // warm both servers
    const runs = new Map<string, FrameTiming[]>(targets.map((target) => [target.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [index, target] of targets.entries()) {
        const file = path.join(dir, `${index}-${target.name.replace(/\W+/g, '_')}-${round}.json`);
        const timing = browser
          ? await traceOnce(browser, target.url, file)
          : await traceWithLighthouse(target.url, file);
        runs.get(target.name)!.push(timing);
        console.log(`  round ${round} ${target.name.padEnd(30)} ${JSON.stringify(timing)}`);
      }
    }
    console.log(
      `  ${''.padEnd(30)}${['frame ready', 'FCP', 'load', 'held'].map((h) => h.padStart(12)).join('')}`,
    );
    for (const [name, timings] of runs) {
      const cell = (values: (number | null)[]) => `${median(values) ?? '-'} ms`.padStart(12);
      console.log(
        `  ${name.padEnd(30)}${cell(timings.map((t) => t.paintReadyMs))}${cell(
          timings.map((t) => t.fcpMs),
        )}${cell(timings.map((t) => t.loadMs))}${`${timings.filter((t) => t.throttled).length}/${timings.length}`.padStart(12)}`,
      );
    }
  } finally {
    await browser?.close();
    bare?.stop();
    site?.stop();
  }
}

runIfMain(import.meta.url, benchFirstFrame);
