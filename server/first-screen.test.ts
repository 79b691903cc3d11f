import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileSheet, encodePlan } from 'beasties/compiler';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_SCRIPT, HELD_SCRIPT_ATTRIBUTE } from '../src/features/loader/first-screen';
import {
  CRITICAL_CSS_FILE,
  holdScripts,
  inlineFirstScreenCss,
  loadFirstScreenPass,
} from './first-screen';

const CSS_HREF = '/_next/static/chunks/site.css';
const stylesheet = [
  '@layer theme,base,components;',
  '@layer theme{:root,:host{--color-ink:#0e1014;--color-unused:red}}',
  '@layer base{body{color:var(--color-ink)}}',
  '@layer components{.hero{min-height:80vh}.card{border:1px solid}.footer-links{display:flex}}',
  '@font-face{font-family:archivo;src:url(../media/a.woff2)format("woff2");font-display:optional}',
].join('');
const links = `<link rel="stylesheet" href="${CSS_HREF}" data-precedence="next"/>`;
const nextScripts =
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>';
const page = (loader: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${links}${nextScripts}</head><body>${loader}<main id="main"><section class="hero">${'h'.repeat(3000)}</section><section class="card">c</section></main><footer><ul class="footer-links"></ul></footer><script>self.__next_f.push([1,"x"])</script></body></html>`;
const loader = `<div class="site-loader"></div><script>${FIRST_SCREEN_SCRIPT}</script>`;

function buildDir(buildId: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
  mkdirSync(path.join(root, '.next'));
  const fontFaces = '@font-face{font-family:archivo;src:url(/_next/static/media/a.woff2)}';
  const plan = encodePlan(compileSheet(stylesheet, { href: CSS_HREF }));
  writeFileSync(
    path.join(root, CRITICAL_CSS_FILE),
    JSON.stringify({ buildId, fontFaces, sheets: [plan] }),
  );
  return root;
}

describe('holdScripts', () => {
  it("turns Next's async scripts into placeholders and drops the runtime's preload", () => {
    const held = holdScripts(page(loader));
    expect(held).toContain(
      `<script type="text/plain" ${HELD_SCRIPT_ATTRIBUTE}="/_next/static/chunks/main.js"></script>`,
    );
    expect(held).not.toContain('<script src=');
    expect(held).not.toContain('rel="preload" as="script"');
    expect(held).toContain('self.__next_f.push');
  });

  it('leaves a page without the first-screen script as it is: nothing would release them', () => {
    expect(holdScripts(page(''))).toBe(page(''));
  });
});

describe('inlineFirstScreenCss', () => {
  it('puts the rules where the first link was and moves the links to the end of the body', () => {
    const html = inlineFirstScreenCss(page(''), '.hero{min-height:80vh}');
    expect(html).toMatch(
      /<meta charSet="utf-8"\/><style>\.hero\{min-height:80vh\}<\/style><link rel="preload"/,
    );
    expect(html.indexOf(links)).toBeGreaterThan(html.indexOf('self.__next_f.push'));
    expect(html.endsWith(`${links}</body></html>`)).toBe(true);
    expect(html.split(links)).toHaveLength(2);
  });
});

describe('loadFirstScreenPass', () => {
  it("inlines the first screen's rules with the font faces, hides the rest, and holds the scripts", () => {
    const pass = loadFirstScreenPass(buildDir('b1'), 'b1', () => {});
    const html = pass(page(loader));
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css).toContain('@font-face{font-family:archivo;src:url(/_next/static/media/a.woff2)}');
    expect(css).toContain('.hero{min-height:80vh}');
    expect(css).toContain('body{color:var(--color-ink)}');
    expect(css).toContain('--color-ink:#0e1014');
    // the second block starts past the first screen, the footer is never in it
    expect(css).not.toContain('.card');
    expect(css).not.toContain('.footer-links');
    expect(css).not.toContain('--color-unused');
    expect(css).toContain(
      '@layer base{#main>:nth-child(n+2),body>footer{opacity:0;content-visibility:hidden}}',
    );
    expect(html).toContain(`${HELD_SCRIPT_ATTRIBUTE}="/_next/static/chunks/main.js"`);
  });

  it("keeps the stylesheets in <head> without a plan file, or with another build's", () => {
    const warnings: string[] = [];
    const other = loadFirstScreenPass(buildDir('old'), 'new', (warning) => warnings.push(warning));
    const none = loadFirstScreenPass(mkdtempSync(path.join(tmpdir(), 'none-')), 'new', (warning) =>
      warnings.push(warning),
    );
    for (const pass of [other, none]) {
      const html = pass(page(loader));
      expect(html).not.toContain('<style>');
      expect(html.indexOf(links)).toBeLessThan(html.indexOf('</head>'));
      expect(html).toContain(HELD_SCRIPT_ATTRIBUTE);
    }
    expect(warnings).toEqual([
      expect.stringContaining('is of build old, not new'),
      expect.stringContaining('No .next/critical-css.json'),
    ]);
  });
});
