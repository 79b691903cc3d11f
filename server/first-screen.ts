import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createProcessor, type CompactPlan } from 'beasties/runtime';
import { FIRST_SCREEN_SCRIPT, HELD_SCRIPT_ATTRIBUTE } from '../src/features/loader/first-screen';
import { firstScreen, markRest } from './first-screen-view';
import { withoutUnusedCustomProperties } from './unused-custom-properties';

/** Written by scripts/compile-critical-css.mjs at the end of `npm run build`. */
export const CRITICAL_CSS_FILE = '.next/critical-css.json';

interface CriticalCssFile {
  buildId: string;
  /** The build's `@font-face` rules, which every page carries (see the compile script). */
  fontFaces: string;
  sheets: CompactPlan[];
}

/** What the first screen of a page needs, made once per rendered page. */
export type FirstScreenPass = (html: string) => string;

/** Next's scripts in `<head>`: the chunks it loads asynchronously, and its preload of the runtime. */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

/**
 * Keeps the page's scripts back until its first screen is ready: each `<script async>` of Next's
 * becomes an inert placeholder that the first-screen script turns back into a request, and the
 * preload of the runtime goes (its `<script>` is one of them). Only in a page that carries that
 * script: any other (the root not-found page) keeps its scripts as they were.
 *
 * Why: over HTTP/1.1 with a slow link the browser fetches the first screen's image on the same six
 * connections as 150 kB of scripts, which share the bandwidth evenly; on Lighthouse's slow 4G the
 * hero painted ~200 ms later than with the link to itself. The scripts are not needed for the
 * first screen: every page is complete and usable without them.
 */
export function holdScripts(html: string): string {
  if (!html.includes(FIRST_SCREEN_SCRIPT)) return html;
  return html
    .replace(SCRIPT_PRELOAD, '')
    .replace(ASYNC_SCRIPT, `<script type="text/plain" ${HELD_SCRIPT_ATTRIBUTE}="$1"></script>`);
}

/** The style element Beasties writes. */
const CRITICAL_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/;

/** The stylesheets Next links in `<head>`, in their order of precedence. */
const STYLESHEET = /<link rel="stylesheet" href="[^"]+" data-precedence="[^"]*"\/>/g;

/**
 * Puts `css` into a `<style>` where the page's first stylesheet link was, and moves the links to the
 * end of `<body>`: they load without holding the first paint back (a stylesheet in `<body>` blocks
 * nothing above it), and React finds them there when it hydrates (it looks for its stylesheets in
 * the whole document), so it neither inserts them again nor waits for them.
 */
export function inlineFirstScreenCss(html: string, css: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const links = head.match(STYLESHEET);
  if (!links) return html;
  const style = `<style>${css}</style>`;
  const first = head.indexOf(links[0]);
  const newHead = (head.slice(0, first) + style + head.slice(first)).replace(STYLESHEET, '');
  return newHead + html.slice(headEnd, bodyEnd) + links.join('') + html.slice(bodyEnd);
}

/**
 * The pass every HTML page goes through once, when rendered (server/secure-handler.ts; the
 * response cache keeps its result):
 * - the rules of the build's stylesheets that the page's first screen uses (`firstScreen`)
 *   go into a `<style>` in its `<head>`, read by Beasties' runtime from plans compiled at build,
 *   without the theme's and Tailwind's custom properties that nothing in them reads, and with the
 *   build's font faces;
 * - the stylesheet links move to the end of `<body>`, and what is below the first screen stays
 *   transparent and skipped until they have loaded;
 * - the first element after the first screen is marked (`markRest`), so the first-screen script
 *   shows the first screen without waiting for the rest of the document;
 * - the scripts wait for the first screen (`holdScripts`).
 * Without a plan file of this build (the dev server, a build made without its last step), pages
 * keep their stylesheets in `<head>` and only the scripts wait.
 */
export function loadFirstScreenPass(
  root: string,
  buildId: string,
  warn: (message: string) => void = (message) => console.warn(message),
): FirstScreenPass {
  const file = path.join(root, CRITICAL_CSS_FILE);
  if (!existsSync(file)) {
    warn(`No ${CRITICAL_CSS_FILE}: pages keep their stylesheets in <head> (run npm run build)`);
    return holdScripts;
  }
  const plans = JSON.parse(readFileSync(file, 'utf8')) as CriticalCssFile;
  if (plans.buildId !== buildId) {
    warn(
      `${CRITICAL_CSS_FILE} is of build ${plans.buildId}, not ${buildId}: pages keep their stylesheets in <head>`,
    );
    return holdScripts;
  }
  // `process`, not `extract`: it takes the page's own stylesheets in the page's order, which sets
  // the order of Tailwind's cascade layers (`extract` joins every sheet of the build in file order).
  const processor = createProcessor(plans.sheets, { preload: false, logger: { warn } });
  return (html) => {
    const { view, restHidden, restAt } = firstScreen(html);
    const css = CRITICAL_STYLE.exec(processor.process(view))?.[1];
    const inlined = css
      ? inlineFirstScreenCss(
          markRest(html, restAt),
          plans.fontFaces + withoutUnusedCustomProperties(css) + restHidden,
        )
      : html;
    return holdScripts(inlined);
  };
}
