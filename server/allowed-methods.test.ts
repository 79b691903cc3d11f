import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedMethods, API_ROUTES, methodAnswer } from './allowed-methods';

const API_DIR = path.resolve(import.meta.dirname, '../src/app/api');
const METHOD = '(GET|HEAD|POST|PUT|DELETE|PATCH|OPTIONS)';
/** `export async function GET`, `export const GET`, and a name in an export list (`x as GET`). */
const EXPORTED = new RegExp(
  `export\\s+(?:async\\s+)?(?:function|const)\\s+${METHOD}\\b|\\bas\\s+${METHOD}\\b`,
  'g',
);

/** Every route file under src/app/api, by its URL path (`%5F` is an escaped underscore). */
function apiRouteFiles(): Record<string, string[]> {
  const routes: Record<string, string[]> = {};
  const files = readdirSync(API_DIR, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => path.basename(name) === 'route.ts')) {
    const folder = path.dirname(file).split(path.sep).map(decodeURIComponent).join('/');
    const source = readFileSync(path.join(API_DIR, file), 'utf8');
    routes[`/api/${folder}`] = [...source.matchAll(EXPORTED)].map((match) => match[1] ?? match[2]!);
  }
  return routes;
}

describe('the methods each URL answers', () => {
  it('lists every API route with the methods its file exports', () => {
    const sorted = (routes: Readonly<Record<string, readonly string[]>>) =>
      Object.fromEntries(
        Object.entries(routes)
          .map(([route, methods]) => [route, [...methods].sort()])
          .sort(([a], [b]) => String(a).localeCompare(String(b))),
      );
    expect(sorted(API_ROUTES)).toEqual(sorted(apiRouteFiles()));
  });

  it('lets a page be read and posted to, a file only read', () => {
    expect(allowedMethods('/en/products')).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowedMethods('/')).toEqual(['GET', 'HEAD', 'POST']);
    for (const file of [
      '/en/news.rss',
      '/fiere-ed-eventi.ics',
      '/en/products/pioneer-pulse-403.pdf',
      '/_next/static/chunks/a.js',
      '/_next/image',
      '/_build/latest.json',
      '/assets/logo.svg',
      '/robots.txt',
    ]) {
      expect(allowedMethods(file), file).toEqual(['GET', 'HEAD']);
    }
  });

  it('takes an API route’s own methods, with HEAD beside GET and OPTIONS always', () => {
    expect(allowedMethods('/api/health')).toEqual(['GET', 'OPTIONS', 'HEAD']);
    expect(allowedMethods('/api/leads/token')).toEqual(['GET', 'OPTIONS', 'HEAD']);
    expect(allowedMethods('/api/jobs/apply')).toEqual(['POST', 'OPTIONS']);
    expect(allowedMethods('/api/partner-files/12/price-list.pdf')).toEqual([
      'GET',
      'OPTIONS',
      'HEAD',
    ]);
    expect(allowedMethods('/api/partner-files/12')).toBeUndefined();
    expect(allowedMethods('/api/no-such-route')).toBeUndefined();
  });

  it('answers 405 with Allow to a method a URL does not take, whatever the method', () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'TRACE', 'TRACK', 'CONNECT']) {
      expect(methodAnswer(method, '/en/products'), method).toEqual({
        status: 405,
        allow: 'GET, HEAD, POST',
      });
    }
    expect(methodAnswer('POST', '/en/news.rss')).toEqual({ status: 405, allow: 'GET, HEAD' });
    expect(methodAnswer('TRACE', '/api/health')).toEqual({
      status: 405,
      allow: 'GET, OPTIONS, HEAD',
    });
    expect(methodAnswer('PUT', '/api/health')).toEqual({
      status: 405,
      allow: 'GET, OPTIONS, HEAD',
    });
  });

  it('answers OPTIONS on a page with what it takes, and leaves the rest to Next', () => {
    expect(methodAnswer('OPTIONS', '/en')).toEqual({ status: 204, allow: 'GET, HEAD, POST' });
    expect(methodAnswer('OPTIONS', '/api/__session')).toBeUndefined();
    expect(methodAnswer('GET', '/en')).toBeUndefined();
    expect(methodAnswer('HEAD', '/en/news.rss')).toBeUndefined();
    expect(methodAnswer('POST', '/en/contacts')).toBeUndefined();
    expect(methodAnswer('DELETE', '/api/draft/story')).toBeUndefined();
  });

  it('leaves an unknown API path to Next’s 404, and answers 404 itself to a method Next cannot take', () => {
    expect(methodAnswer('GET', '/api/no-such-route')).toBeUndefined();
    expect(methodAnswer('TRACE', '/api/no-such-route')).toEqual({ status: 404 });
  });
});
