import { REST_ATTRIBUTE } from '../src/features/loader/first-screen';

/**
 * Where the first screen ends, in markup: the blocks of `<main>` that start within this many
 * characters of its start. On the pages of the demo content that is the breadcrumbs, then a block
 * that fills most of a phone's screen (a hero, a product's gallery and summary) and the top of the
 * next one when it is short (the catalogue's search bar), which shows below it on a phone and on a
 * desktop; a long block (a product list, a news list) ends it. Screenshots of the first screen with
 * and without the stylesheet are compared at five widths in tests/e2e/first-screen.e2e.test.ts.
 */
export const FIRST_SCREEN_MARKUP = 2500;

/** Elements that never have an end tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Elements that draw nothing: the mark goes on the next block after them. */
const UNDRAWN = new Set(['script', 'style', 'template', 'noscript', 'link', 'meta']);

const TAG = /<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>|<!--[\s\S]*?-->/g;

interface Child {
  name: string;
  start: number;
  end: number;
}

/** The element children of the element whose content runs from `from`, up to its end tag. */
function elementChildren(html: string, from: number): Child[] {
  const children: Child[] = [];
  let depth = 0;
  let open: Child | undefined;
  TAG.lastIndex = from;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const [text, closing, rawName, selfClosing] = match;
    if (rawName === undefined) continue; // a comment
    const name = rawName.toLowerCase();
    if (closing) {
      if (depth === 0) return children;
      depth -= 1;
      if (depth === 0 && open) {
        open.end = match.index + text.length;
        children.push(open);
        open = undefined;
      }
      continue;
    }
    const empty = selfClosing === '/' || VOID.has(name);
    if (name === 'script' || name === 'style' || name === 'template') {
      // their text is not markup: go on after their end tag
      const close = html.indexOf(`</${name}`, TAG.lastIndex);
      if (close < 0) break;
      TAG.lastIndex = html.indexOf('>', close) + 1;
      if (depth === 0) children.push({ name, start: match.index, end: TAG.lastIndex });
      continue;
    }
    if (empty) {
      if (depth === 0) children.push({ name, start: match.index, end: TAG.lastIndex });
      continue;
    }
    if (depth === 0) open = { name, start: match.index, end: -1 };
    depth += 1;
  }
  return children;
}

/** What the first screen of a page is made of: its HTML, and the blocks after it. */
export interface FirstScreen {
  /** The HTML to read the critical rules from: the page up to the end of its first screen. */
  view: string;
  /** A rule that keeps the rest invisible until the stylesheet has arrived (`restHidden`). */
  restHidden: string;
  /**
   * Where the first element drawn after the view starts: the next block of the first screen's
   * parent (past data scripts and the like), else the footer; -1 when there is neither.
   */
  restAt: number;
}

/**
 * The part of a page its first screen shows: everything up to `<main>` (the skip link, the
 * loader, the header), then the blocks of `<main>` that start within `FIRST_SCREEN_MARKUP`
 * characters of it (at least one), going into a single wrapper (a product's `<article>`; its
 * data block, a `<script>`, counts as a block, as `:nth-child` counts it). Never the footer.
 */
export function firstScreen(html: string): FirstScreen {
  const mainTag = /<main\b[^>]*>/.exec(html);
  if (!mainTag) return { view: html, restHidden: '', restAt: -1 };
  let from = mainTag.index + mainTag[0].length;
  let children = elementChildren(html, from);
  let wrapped = false;
  const single = children.length === 1 ? children[0] : undefined;
  if (single && !VOID.has(single.name)) {
    from = html.indexOf('>', single.start) + 1;
    children = elementChildren(html, from);
    wrapped = true;
  }
  const shown = Math.max(
    1,
    children.filter((child) => child.start - from < FIRST_SCREEN_MARKUP).length,
  );
  const last = children[shown - 1];
  const view = html.slice(0, last ? last.end : from);
  const next = children.slice(shown).find((child) => !UNDRAWN.has(child.name));
  return {
    view,
    restHidden: restHidden(wrapped ? '#main>:only-child>' : '#main>', shown + 1),
    restAt: next ? next.start : html.indexOf('<footer', view.length),
  };
}

/**
 * `html` with `REST_ATTRIBUTE` (the first-screen script's sign that the first screen is parsed) on
 * the element that starts at `restAt` (`firstScreen`); unchanged when there is none.
 */
export function markRest(html: string, restAt: number): string {
  if (restAt < 0) return html;
  return withAttribute(html, restAt, `${REST_ATTRIBUTE}=""`);
}

/** `html` with `attribute` right after the name of the start tag at `tagAt`. */
function withAttribute(html: string, tagAt: number, attribute: string): string {
  const at = html.indexOf(' ', tagAt);
  const tagEnd = html.indexOf('>', tagAt);
  const nameEnd = at < 0 || (tagEnd >= 0 && tagEnd < at) ? tagEnd : at;
  const slash = html[nameEnd - 1] === '/' && nameEnd === tagEnd ? nameEnd - 1 : nameEnd;
  return `${html.slice(0, slash)} ${attribute}${html.slice(slash)}`;
}

/**
 * What the view leaves out waits for the stylesheet: the blocks after the first screen, and the
 * footer.
 * - Transparent: nothing is seen without its styles, and nothing seen moves when they arrive.
 * - Skipped (`content-visibility: hidden`): the browser neither styles, lays out nor paints it
 *   without its rules, only to do it all again when they arrive. On a slow phone that first pass
 *   was the load's longest task: the first-screen script's look at its images forced the layout of
 *   the whole unstyled page (issue 43). For that moment the skipped part is also out of the tab
 *   order and the accessibility tree, as a part not drawn yet is; the first screen comes first in
 *   both anyway.
 * The stylesheet's own rule (src/app/globals.css, "The rest of the page") shows it again: it matches
 * every block, in the same layer, later in the document, with the same specificity.
 */
export function restHidden(parent: string, first: number): string {
  return `@layer base{${parent}:nth-child(n+${first}),body>footer{opacity:0;content-visibility:hidden}}`;
}
