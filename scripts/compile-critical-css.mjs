#!/usr/bin/env node
// The last step of `npm run build`. It compiles every stylesheet of the build just made into a
// Beasties plan (its rules with their selectors pre-parsed), written to .next/critical-css.json
// with the build's id. The production server (server/first-screen.ts) reads it at start. For each
// page it renders, it puts the rules of the page's first screen into a <style> in its <head>, so
// the first paint waits for no stylesheet. A plan of another build is refused, so it cannot drift
// from the CSS.
//
// The font faces move: every page's <style> carries them, and the stylesheets no longer do.
// - A face declared only once the stylesheet has arrived starts its `font-display: optional` wait
//   then. On a fast connection the brand face then replaced the fallback after the first paint,
//   and every line of text moved.
// - A face declared twice is two faces: the second one, from the stylesheet, found the file that
//   the first had fetched meanwhile, and swapped it in. That was a layout shift of 0.17 on a phone.
// Beasties' own `pruneSource` takes inlined rules out of a stylesheet in the same way. Running this
// again on the same build keeps the faces it took out the first time.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileSheet, encodePlan } from 'beasties/compiler';
// the server's own splitter, compiled by `tsc -p server` just before this step of `npm run build`
import { declarations } from '../.next/production-server/server/unused-custom-properties.js';

const STATIC_DIR = '.next/static';
/**
 * Rules for states that no page is sent in, but that the first screen takes before its stylesheet
 * can have arrived: the loader's, set by its first-screen script while the document is parsed
 * (src/features/loader/first-screen.ts: `data-script` ends the CSS fallback, `data-parsing` on
 * `<html>` holds the page but the loader out of rendering until its first screen is parsed,
 * `data-leaving` fades).
 */
const FIRST_SCREEN_STATES = [/^\.site-loader\[data-(script|leaving)\]/, /^html\[data-parsing\]/];
const OUT = '.next/critical-css.json';
/** A font face as Next's minified CSS writes it: one block, no nested braces. */
const FONT_FACE = /@font-face\{[^{}]*\}/g;

function stylesheets(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return stylesheets(file);
    return name.endsWith('.css') ? [file] : [];
  });
}

/**
 * Beasties 0.5.4 ends every block at-rule it keeps whole (`@property`, `@counter-style`) with a
 * `;`. After a `}` that is not a statement: the browser reads `;@property --x{...}` as a selector
 * and drops the rule. Tailwind's `@property` defaults (border style, transforms, shadows) went
 * missing from the first paint. Statements (`@import ...;`) keep theirs.
 */
/**
 * What no first paint shows: hover states (`@media (hover:hover)`) and the start of a transition
 * into view (`@starting-style`, the menus and dropdowns opening). They wait for the stylesheet, which
 * arrives before a visitor can point at anything or has opened a menu. About 0.2 kB of Brotli in
 * every page.
 */
const NOT_IN_A_FIRST_PAINT = /^@media \(hover:hover\)\{$|^@starting-style\{$/;

function withoutInteractionStates(sheet) {
  sheet.rules = sheet.rules.filter(
    (rule) => !rule.wrap?.some((wrapper) => NOT_IN_A_FIRST_PAINT.test(wrapper)),
  );
  return sheet;
}

/**
 * Transitions animate a change of state, and the first paint has none to animate: the page changes
 * state once its stylesheet (which declares them all again) has arrived, or by the loader and the
 * consent notice, which keep theirs. Tailwind writes five declarations for each transition, about
 * 0.2 kB of Brotli in every page's first-screen CSS.
 */
const TRANSITION = /^(transition(-[a-z]+)?|--tw-duration|--tw-ease)$/;
const KEEPS_TRANSITIONS = /site-loader|consent-notice/;

function withoutTransitions(sheet) {
  sheet.rules = sheet.rules.filter((rule) => {
    if (typeof rule.body !== 'string' || !rule.selectors) return true;
    if (rule.selectors.some((selector) => KEEPS_TRANSITIONS.test(selector))) return true;
    if (rule.wrap?.some((wrapper) => wrapper.includes('prefers-reduced-motion'))) return true;
    const kept = declarations(rule.body.slice(1, -1)).filter(
      (declaration) => !TRANSITION.test(declaration.slice(0, declaration.indexOf(':')).trim()),
    );
    if (kept.length === 0) return false;
    rule.body = `{${kept.join(';')}}`;
    return true;
  });
  return sheet;
}

function withoutStraySemicolons(sheet) {
  for (const rule of sheet.rules) {
    if (rule.always && typeof rule.css === 'string' && rule.css.endsWith('};')) {
      rule.css = rule.css.slice(0, -1);
    }
  }
  return sheet;
}

const started = performance.now();
const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
const earlier = existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')) : undefined;
const fontFaces = earlier?.buildId === buildId ? [earlier.fontFaces] : [];
const sheets = stylesheets(STATIC_DIR).map((file) => {
  const href = `/_next/static/${path.relative(STATIC_DIR, file).split(path.sep).join('/')}`;
  const css = readFileSync(file, 'utf8');
  const sheet = withoutTransitions(
    withoutInteractionStates(
      withoutStraySemicolons(compileSheet(css, { href, allowRules: FIRST_SCREEN_STATES })),
    ),
  );
  for (const warning of sheet.warnings) console.warn(`Critical CSS, ${href}: ${warning}`);
  for (const rule of sheet.rules) if (rule.fontFace && !rule.wrap) fontFaces.push(rule.css);
  const withoutFaces = css.replace(FONT_FACE, '');
  if (withoutFaces !== css) writeFileSync(file, withoutFaces);
  return encodePlan(sheet);
});
writeFileSync(OUT, JSON.stringify({ buildId, fontFaces: fontFaces.join(''), sheets }));
console.log(
  `Critical CSS: ${sheets.length} stylesheets compiled into ${OUT} in ${Math.round(performance.now() - started)} ms`,
);
