import { describe, expect, inject, it } from 'vitest';
import {
  canonicalPaths,
  canonicalTable,
  languageSwitches,
  LANGS,
} from '../helpers/canonical-pages';

const baseURL = inject('baseURL');

describe("the spec's canonical pages", () => {
  it('cover every cell of the table', () => {
    expect(canonicalPaths).toHaveLength(canonicalTable.length * LANGS.length);
  });

  it.each(canonicalPaths)(
    '$page ($lang): $path answers 200 in its language',
    async ({ path, lang }) => {
      const response = await fetch(baseURL + path, { redirect: 'manual' });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<html lang="${lang}"`);
    },
  );

  it.each(languageSwitches)(
    '$page: $from links to $to for $target, which names itself canonical',
    async ({ from, target, to }) => {
      const html = await (await fetch(baseURL + from)).text();
      // the language switcher's links (the top strip's and the menu panel's)
      const switchers = [...html.matchAll(/<nav[^>]*class="language-links"[^>]*>(.*?)<\/nav>/gs)];
      const links = switchers
        .flatMap(([, inner]) => [...inner!.matchAll(/<a\b[^>]*>/gi)].map(([tag]) => tag))
        .filter((tag) => new RegExp(`\\shreflang="${target}"`, 'i').test(tag));
      expect(links.length, from).toBeGreaterThan(0);
      for (const tag of links) {
        const href = /\shref="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? '';
        expect(new URL(href, baseURL).href, tag).toBe(baseURL + to);
      }
      const landed = await (await fetch(baseURL + to, { redirect: 'manual' })).text();
      expect(landed).toContain(`<html lang="${target}"`);
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(landed)?.[1] ?? '';
      expect(new URL(canonical.replaceAll('&amp;', '&'), baseURL).pathname).toBe(to.split('?')[0]);
    },
  );

  it('sends the other French spelling of the news, /fr/actualities, to /fr/actualites with a 301', async () => {
    const response = await fetch(`${baseURL}/fr/actualities?page=2`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', baseURL).href).toBe(
      `${baseURL}/fr/actualites?page=2`,
    );
  });
});
