#!/usr/bin/env node
// The last step of `npm run build`: compiles every stylesheet of the build just made into a
// Beasties plan (its rules with their selectors pre-parsed), written to .next/critical-css.json with
// the build's id. The production server (server/critical-css.ts) reads it at start and, for each
// page it renders, puts the rules that page uses into a <style> in its <head>, so the first paint
// waits for no stylesheet. A plan of another build is refused, so it cannot drift from the CSS.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileSheet, encodePlan } from 'beasties/compiler';

const STATIC_DIR = '.next/static';
const OUT = '.next/critical-css.json';

function stylesheets(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return stylesheets(file);
    return name.endsWith('.css') ? [file] : [];
  });
}

/**
 * Beasties 0.5.4 ends every block at-rule it keeps whole (`@property`, `@counter-style`) with a
 * `;`. After a `}` that is no statement: the browser reads `;@property --x{...}` as a selector and
 * drops the rule, so Tailwind's `@property` defaults (border style, transforms, shadows) went
 * missing from the first paint. Statements (`@import ...;`) keep theirs.
 */
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
// Every page's critical CSS carries the font faces: a face declared only once the stylesheet has
// arrived starts its `font-display: optional` wait then, and on a fast connection the brand face
// replaced the fallback after the first paint, moving every line of text.
const fontFaces = [];
const sheets = stylesheets(STATIC_DIR).map((file) => {
  const href = `/_next/static/${path.relative(STATIC_DIR, file).split(path.sep).join('/')}`;
  const sheet = withoutStraySemicolons(compileSheet(readFileSync(file, 'utf8'), { href }));
  for (const warning of sheet.warnings) console.warn(`Critical CSS, ${href}: ${warning}`);
  for (const rule of sheet.rules) if (rule.fontFace && !rule.wrap) fontFaces.push(rule.css);
  return encodePlan(sheet);
});
writeFileSync(OUT, JSON.stringify({ buildId, fontFaces: fontFaces.join(''), sheets }));
console.log(
  `Critical CSS: ${sheets.length} stylesheets compiled into ${OUT} in ${Math.round(performance.now() - started)} ms`,
);
