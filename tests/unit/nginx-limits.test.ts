import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tooManyRequestsPage } from '../../server/unavailable-page';
import de from '../../src/i18n/messages/de.json';
import en from '../../src/i18n/messages/en.json';
import es from '../../src/i18n/messages/es.json';
import fr from '../../src/i18n/messages/fr.json';
import it_ from '../../src/i18n/messages/it.json';

const conf = readFileSync('deploy/nginx/fortarc.conf', 'utf8');
const messages = { it: it_, en, es, fr, de };

/** The body of `map <source> <name> { ... }` in the shipped file. */
function mapBody(name: string): string {
  const match = new RegExp(`map \\S+ \\$${name} \\{\\n([\\s\\S]*?)\\n\\}`).exec(conf);
  if (!match) throw new Error(`no map for $${name} in deploy/nginx/fortarc.conf`);
  return match[1]!;
}

describe('the 429 pages of deploy/nginx/fortarc.conf', () => {
  it('are the site’s own, one per language, from the messages', () => {
    const body = mapBody('fortarc_limited_page');
    for (const lang of ['it', 'en', 'es', 'fr', 'de'] as const) {
      const key = lang === 'it' ? 'default' : lang;
      const expected = `    ${key} '${tooManyRequestsPage(lang)}';`;
      expect(body.split('\n'), `regenerate the ${lang} line`).toContain(expected);
      expect(tooManyRequestsPage(lang)).toContain(messages[lang].Errors.tooManyRequests);
      expect(tooManyRequestsPage(lang)).toContain(`<html lang="${lang}">`);
    }
    // nginx would read `$` as a variable and a quote as the value's end
    expect(body.replaceAll(/'[^']*'/g, '')).not.toContain('<');
    expect(body).not.toContain('$');
  });
});

/** The value `map $request_uri $<name>` gives `uri`, its regular expressions read as nginx does. */
function mapped(name: string, uri: string): string {
  for (const line of mapBody(name).split('\n')) {
    const entry = /^\s*"(~\*?)(.*)"\s+(\S+);$/.exec(line);
    if (!entry) continue;
    const [, kind, pattern, value] = entry;
    if (new RegExp(pattern!, kind === '~*' ? 'i' : '').test(uri)) return value!;
  }
  return /^\s*default\s+(\S+);$/m.exec(mapBody(name))?.[1] ?? '';
}

describe('the render limit of deploy/nginx/fortarc.conf', () => {
  it('holds every answer a visitor can make up with a query, and search (issue 59)', () => {
    for (const uri of [
      '/en/products/product-finder?processo=tig&spessore=7',
      '/prodotti/guida-alla-scelta?materiale=alluminio',
      '/richiedi-un-preventivo?p=anything-at-all',
      '/en/products/compare?p=pioneer-303,pioneer-403',
      '/prodotti?filter_query[materiale][any_in_array]=alluminio',
      '/en/news?page=2',
      '/en/who-we-are?utm_source=x',
      '/en/products?page=2&_rsc=1x2y3',
      '/en/search?q=mig',
      '/search',
      '/api/search?q=mig&locale=en',
    ]) {
      expect(mapped('fortarc_render_client', uri), uri).toBe('$binary_remote_addr');
    }
  });

  it('leaves pages, the router’s requests for them and Next’s files alone', () => {
    for (const uri of [
      '/',
      '/en/products',
      '/en/products?_rsc=1x2y3',
      '/en/products?',
      '/_next/image?url=%2Fassets%2Fa.jpg&w=640&q=75',
      '/_next/static/chunks/app.js',
      '/api/health?ready=1',
      '/en/no-such-page',
    ]) {
      expect(mapped('fortarc_render_client', uri), uri).toBe('""');
    }
  });
});
