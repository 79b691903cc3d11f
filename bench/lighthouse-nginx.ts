import { get } from 'node:https';
import { readFileSync } from 'node:fs';
import { startNginx, type Nginx } from '../tests/helpers/deployment';
import { startProductionServer, type RunningServer } from '../tests/helpers/production-server';
import { startBareNext } from './bare-next';
import { beforeCommit, buildBefore } from './before-build';
import { cells, PAGES, ROUNDS, runTool, type Median } from './lighthouse-tool';
import { makeThrowawayTls, type ThrowawayTls } from './throwaway-tls';

/** Issue 60, applied throttling: FCP against the bare page's, LCP and Speed Index against before. */
const APPLIED = { fcpRatio: 1.3, withinBefore: 1.1 };

/** A page as served by one of the three, behind its own nginx. */
interface Served {
  name: 'bare' | 'before' | 'after';
  path: string;
  url: string;
}

/** GETs `url` once (the first answer of a page renders and caches it), trusting `ca`. */
function warm(url: string, ca: string): Promise<void> {
  return new Promise((resolve, reject) => {
    get(url, { ca: readFileSync(ca) }, (answer) => {
      answer.resume();
      answer.on('end', resolve);
    }).on('error', reject);
  });
}

function table(served: Served[], medians: Median[], throttling: 'applied' | 'simulated'): string[] {
  const of = (name: Served['name'], path: string) =>
    medians[served.findIndex((page) => page.name === name && page.path === path)]!;
  const bare = of('bare', '/');
  const over: string[] = [];
  const applied = throttling === 'applied';
  console.log(
    applied
      ? `applied throttling (slow 4G, 4x CPU), ${ROUNDS} interleaved rounds, medians (ms)`
      : `simulated throttling (Lighthouse's score), ${ROUNDS} interleaved rounds, medians`,
  );
  console.log(
    cells(
      applied
        ? ['', 'FCP', 'x bare', 'LCP', 'SI', 'TBT', 'CLS']
        : ['', 'perf', 'TBT ms', 'x bare', 'FCP ms', 'LCP ms', 'CLS', 'a11y/bp/seo'],
      40,
    ),
  );
  const row = (label: string, m: Median) =>
    console.log(
      cells(
        applied
          ? [
              label,
              `${m.FCP_ms}`,
              (m.FCP_ms / bare.FCP_ms).toFixed(2),
              `${m.LCP_ms}`,
              `${m.SI_ms}`,
              `${m.TBT_ms}`,
              `${m.CLS}`,
            ]
          : [
              label,
              `${m.perf}`,
              `${m.TBT_ms}`,
              (m.TBT_ms / bare.TBT_ms).toFixed(2),
              `${m.FCP_ms}`,
              `${m.LCP_ms}`,
              `${m.CLS}`,
              `${m.a11y}/${m.bp}/${m.seo}`,
            ],
        40,
      ),
    );
  row('bare Next.js page', bare);
  for (const path of PAGES) {
    const before = of('before', path);
    const after = of('after', path);
    row(`${path} before`, before);
    row(`${path} after`, after);
    if (applied) {
      if (after.FCP_ms > bare.FCP_ms * APPLIED.fcpRatio)
        over.push(`${path}: FCP ${after.FCP_ms} ms`);
      if (after.LCP_ms > before.LCP_ms * APPLIED.withinBefore) {
        over.push(`${path}: LCP ${after.LCP_ms} ms against ${before.LCP_ms} before`);
      }
      if (after.SI_ms > before.SI_ms * APPLIED.withinBefore) {
        over.push(`${path}: Speed Index ${after.SI_ms} ms against ${before.SI_ms} before`);
      }
    } else {
      if (after.TBT_ms >= before.TBT_ms) {
        over.push(`${path}: TBT ${after.TBT_ms} ms, not lower than ${before.TBT_ms} before`);
      }
      if (after.CLS !== 0) over.push(`${path}: CLS ${after.CLS}`);
      if (after.a11y !== 100 || after.bp !== 100 || after.seo !== 100) {
        over.push(
          `${path}: accessibility/best practices/SEO ${after.a11y}/${after.bp}/${after.seo}`,
        );
      }
    }
  }
  return over;
}

/**
 * Lighthouse as visitors meet the site (issue 60): behind the shipped `deploy/nginx/fortarc.conf`
 * over HTTP/2 and TLS, not `npm start` over HTTP/1.1, where slow 4G's latency per request punishes
 * every extra request. Three upstreams, each behind its own nginx with the same file: the build
 * before a change (`before-build.ts`), this build, and the bare Next page. One `lighthouse-side`
 * run interleaves them, so the machine's noise falls on all alike, once with applied throttling
 * and once simulated; the table shows before, after and bare side by side, with issue 60's
 * verdict. The browser trusts the run's throw-away certificate through its HOME alone
 * (`throwaway-tls.ts`); `curl` (the tool's warm-up) through `CURL_CA_BUNDLE`.
 */
export async function benchLighthouseBehindNginx(args: string[]): Promise<void> {
  const commit = beforeCommit(args);
  const beforeDir = buildBefore(commit);
  console.log(
    `Lighthouse, mobile, behind nginx over HTTP/2: ${commit.slice(0, 12)} (before), this build (after), the bare page`,
  );
  const servers: RunningServer[] = [];
  const proxies: Nginx[] = [];
  let tls: ThrowawayTls | undefined;
  try {
    tls = makeThrowawayTls();
    // Pre-rendered pages carry the build's SITE_URL; pages rendered now this one: same host.
    const env = { SITE_URL: 'https://localhost' };
    servers.push(await startBareNext());
    servers.push(await startProductionServer(env, 'ignore', () => {}, '.', beforeDir));
    servers.push(await startProductionServer(env, 'ignore'));
    for (const server of servers) {
      proxies.push(
        await startNginx(
          [new URL(server.baseURL).host.replace('localhost', '127.0.0.1')],
          true,
          true,
          tls,
        ),
      );
    }
    const [bare, before, after] = proxies.map((proxy) => proxy.baseURL);
    const served: Served[] = [
      { name: 'bare', path: '/', url: `${bare}/` },
      ...PAGES.flatMap((path) => [
        { name: 'before' as const, path, url: before + path },
        { name: 'after' as const, path, url: after + path },
      ]),
    ];
    for (const page of served) await warm(page.url, tls.ca);
    const toolEnv = {
      ...process.env,
      HOME: tls.home,
      CURL_CA_BUNDLE: tls.ca,
      // npm, if the tool installs Lighthouse, keeps the real home's settings and cache
      npm_config_userconfig: `${process.env.HOME}/.npmrc`,
      npm_config_cache: `${process.env.HOME}/.npm`,
    };
    const urls = served.map((page) => page.url);
    const over = [
      ...table(served, await runTool(urls, 'devtools', toolEnv), 'applied'),
      ...table(served, await runTool(urls, 'simulate', toolEnv), 'simulated'),
    ];
    console.log(
      over.length
        ? `  OVER: ${over.join('; ')}`
        : `  within issue 60's lines: FCP at most ${APPLIED.fcpRatio}x the bare page's, LCP and Speed Index within 10% of before (applied); blocking time lower than before, CLS 0, accessibility/best practices/SEO 100 (simulated)`,
    );
  } finally {
    for (const proxy of proxies) await proxy.stop().catch(() => undefined);
    for (const server of servers) await server.stop().catch(() => undefined);
    tls?.remove();
  }
}
