import { afterAll, expect, it } from 'vitest';
import { launchChromium } from './chromium';
import { launchFirefox } from './firefox';
import { ENGINES, type EngineName, type EnginePage, type EngineSession } from './page';
import { startRefusingProxy, type RefusingProxy } from './refusing-proxy';
import { launchWebKit } from './webkit';

export type { EngineName, EnginePage } from './page';

const LAUNCH = { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit };

/**
 * What each browser asks its maker's services for by itself, whatever the page: not the page's
 * requests, so not counted as the site's. A host of the site's own third parties never matches.
 */
const BROWSERS_OWN: Record<EngineName, RegExp> = {
  chromium: /^(accounts\.google\.com|[a-z-]+\.googleapis\.com|[a-z0-9-]+\.gvt1\.com):443$/,
  firefox: /\.(mozilla\.(com|net|org)|firefox\.com|mozaws\.net):443$/,
  webkit: /^$/,
};

/** `BROWSER=firefox,webkit` runs only those engines; unset, all three. */
export function selectedEngines(value = process.env.BROWSER): EngineName[] {
  if (!value) return [...ENGINES];
  const names = value.split(',').map((name) => name.trim());
  for (const name of names) {
    if (!ENGINES.includes(name as EngineName)) {
      throw new Error(`BROWSER=${value}: each must be one of ${ENGINES.join(', ')}`);
    }
  }
  return ENGINES.filter((engine) => names.includes(engine));
}

export interface JourneyOptions {
  timeout?: number;
  /** The engines whose driver can take this journey, and `why` the others cannot (shown as skipped). */
  only?: { engines: EngineName[]; why: string };
}

export interface Engines {
  /** Registers one test per selected engine, named `<name> [<engine>]`. */
  eachEngine: (
    name: string,
    journey: (page: EnginePage) => Promise<void>,
    options?: JourneyOptions,
  ) => void;
  /** An engine's page, the browser started on first use (Chromium also as the layout reference). */
  pageOf: (engine: EngineName) => Promise<EnginePage>;
  /** The hosts off this machine that an engine's pages asked for, refused by its proxy. */
  asked: (engine: EngineName) => Promise<string[]>;
}

/**
 * The file's engines: each browser starts once, on first use, and its one page carries on from
 * journey to journey; all stop after the file. They ask pages for reduced motion unless told. Every failure names its engine, and a journey
 * fails on any console error or uncaught exception on any of its pages.
 *
 * A browser that is lost (MiniBrowser has been, once in CI, between two journeys that had passed:
 * WebKitWebDriver lost its connection to it) is started again, so one loss does not fail every
 * journey after it; the journey it took down runs once more on the new browser, and fails if that
 * browser is lost too. Either way the browser's last words are printed.
 */
export function engineSuite({ reducedMotion = true }: { reducedMotion?: boolean } = {}): Engines {
  // each engine its own proxy: Chromium, the layout reference, runs during the others' journeys
  const proxies = new Map<EngineName, Promise<RefusingProxy>>();
  const sessions = new Map<EngineName, Promise<EngineSession>>();
  afterAll(async () => {
    for (const result of await Promise.allSettled(sessions.values())) {
      if (result.status === 'fulfilled') await result.value.close();
    }
    for (const result of await Promise.allSettled(proxies.values())) {
      if (result.status === 'fulfilled') await result.value.stop();
    }
  });
  const proxyOf = (engine: EngineName) => {
    if (!proxies.has(engine)) proxies.set(engine, startRefusingProxy());
    return proxies.get(engine)!;
  };
  const sessionOf = (engine: EngineName) => {
    if (!sessions.has(engine)) {
      const started = proxyOf(engine).then((proxy) =>
        LAUNCH[engine]({ proxyPort: proxy.port, reducedMotion }),
      );
      // a browser that failed to start is tried again by the next journey
      started.catch(() => sessions.delete(engine));
      sessions.set(engine, started);
    }
    return sessions.get(engine)!;
  };
  /** The browser's last words when `error` means it is gone, which is then closed for a new one. */
  const lostBrowser = async (engine: EngineName, session: EngineSession, error: unknown) => {
    const words = await session.lost(error);
    if (words === undefined) return undefined;
    sessions.delete(engine);
    await session.close().catch(() => {});
    return words;
  };
  const pageOf = async (engine: EngineName) => (await sessionOf(engine)).page;
  const eachEngine: Engines['eachEngine'] = (name, journey, { timeout = 60_000, only } = {}) => {
    for (const engine of selectedEngines()) {
      if (only && !only.engines.includes(engine)) {
        it.skip(`${name} [${engine}]: ${only.why}`, () => {});
        continue;
      }
      const run = async (session: EngineSession) => {
        await session.page.takeErrors(); // what an earlier, failed journey left
        await journey(session.page);
        expect(await session.page.takeErrors(), 'console errors and uncaught exceptions').toEqual(
          [],
        );
      };
      it(
        `${name} [${engine}]`,
        async () => {
          try {
            for (let attempt = 1; ; attempt++) {
              const session = await sessionOf(engine);
              try {
                await run(session);
                return;
              } catch (error) {
                const words = await lostBrowser(engine, session, error);
                if (words === undefined) throw error;
                const said = words ? `; it last wrote:\n${words}` : ' (it wrote nothing)';
                console.warn(`[${engine}] the browser was lost during "${name}"${said}`);
                if (attempt > 1) throw error;
              }
            }
          } catch (error) {
            if (error instanceof Error) error.message = `[${engine}] ${error.message}`;
            throw error;
          }
        },
        timeout,
      );
    }
  };
  const asked = async (engine: EngineName) => {
    const proxy = proxies.get(engine);
    if (!proxy) return [];
    return (await proxy).asked.filter((host) => !BROWSERS_OWN[engine].test(host));
  };
  return { eachEngine, pageOf, asked };
}
