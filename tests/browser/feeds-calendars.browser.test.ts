import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';

const baseURL = inject('baseURL');
/**
 * Pre-rendered pages carry the SITE_URL of the build (the default); the feeds and calendars, made
 * per request, the server's (the tests' own address). In production both are the same.
 */
const BUILD_SITE_URL = 'http://localhost:3000';

interface FeedItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  description: string;
  author: string;
  enclosure: { url: string; type: string } | null;
}

interface ParsedFeed {
  error: string | null;
  version: string | null;
  language: string;
  self: string | null;
  items: FeedItem[];
}

/** The feed read by the browser's own XML parser (a malformed document is a parser error). */
async function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const value = (parent: Element, name: string) =>
      parent.getElementsByTagName(name)[0]?.textContent?.trim() ?? '';
    const channel = doc.getElementsByTagName('channel')[0]!;
    return {
      error,
      version: doc.documentElement.getAttribute('version'),
      language: channel ? value(channel, 'language') : '',
      self:
        doc
          .getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]
          ?.getAttribute('href') ?? null,
      items: [...doc.getElementsByTagName('item')].map((item) => {
        const enclosure = item.getElementsByTagName('enclosure')[0];
        return {
          title: value(item, 'title'),
          link: value(item, 'link'),
          guid: value(item, 'guid'),
          pubDate: value(item, 'pubDate'),
          description: value(item, 'description'),
          author: value(item, 'author'),
          enclosure: enclosure
            ? {
                url: enclosure.getAttribute('url') ?? '',
                type: enclosure.getAttribute('type') ?? '',
              }
            : null,
        };
      }),
    };
  }, xml);
}

const h1Of = (html: string) =>
  (/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();

/** `<link rel="alternate" type=...>` of a page's head. */
function alternateOf(html: string, type: string): { href: string; title: string } | undefined {
  for (const match of html.matchAll(/<link\s([^>]*)\/?>/g)) {
    const attrs = Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((attr) => [attr[1], attr[2]]),
    );
    if (attrs.rel === 'alternate' && attrs.type === type) {
      return { href: attrs.href ?? '', title: attrs.title ?? '' };
    }
  }
  return undefined;
}

const decode = (text: string) =>
  text
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');

describe('news feeds (RSS 2.0)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { locale: 'it', feed: '/news.rss' },
    { locale: 'en', feed: '/en/news.rss' },
  ])(
    'the $locale feed parses with at least 5 entries whose links answer and whose titles are the posts’',
    async ({ locale, feed }) => {
      const response = await fetch(baseURL + feed);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      // cached like pages: a CDN keeps it minutes; the server's response cache until a publish
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
      );
      const parsed = await parseFeed(page, await response.text());
      expect(parsed.error).toBeNull();
      expect(parsed.version).toBe('2.0');
      expect(parsed.language).toBe(locale);
      expect(parsed.self).toBe(baseURL + feed);
      expect(parsed.items.length).toBeGreaterThanOrEqual(5);
      expect(parsed.items.length).toBeLessThanOrEqual(20);
      const dates = parsed.items.map((item) => Date.parse(item.pubDate));
      expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      for (const item of parsed.items) {
        expect(item.link.startsWith(`${baseURL}/`), item.link).toBe(true);
        expect(item.description.length).toBeGreaterThan(20);
        expect(item.author).toBe('info@fortarc.example (Fortarc)');
        expect(item.guid).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
        const post = await fetch(item.link);
        expect(post.status, item.link).toBe(200);
        expect(decode(h1Of(await post.text()))).toBe(item.title);
        expect(item.enclosure?.type).toMatch(/^image\/(jpeg|png|webp|avif)$/);
        const image = await fetch(item.enclosure!.url, { method: 'HEAD' });
        expect(image.status, item.enclosure!.url).toBe(200);
      }
    },
  );

  it('is a feed per language: the same posts, their titles in each language', async () => {
    const [italian, english] = await Promise.all(
      ['/news.rss', '/en/news.rss'].map(async (path) =>
        parseFeed(page, await (await fetch(baseURL + path)).text()),
      ),
    );
    expect(italian!.items.map((item) => item.guid)).toEqual(
      english!.items.map((item) => item.guid),
    );
    const differing = italian!.items.filter(
      (item, index) => item.title !== english!.items[index]!.title,
    );
    expect(differing.length).toBeGreaterThanOrEqual(5);
    expect(english!.items.every((item) => item.link.startsWith(`${baseURL}/en/news/`))).toBe(true);
  });

  it('is announced by the news listing and by every post, in their language', async () => {
    const cases = [
      { path: '/news', feed: '/news.rss' },
      { path: '/news/nuova-gamma-pioneer-pulse', feed: '/news.rss' },
      { path: '/en/news', feed: '/en/news.rss' },
      { path: '/de/neuigkeiten', feed: '/de/neuigkeiten.rss' },
    ];
    for (const { path, feed } of cases) {
      const html = await (await fetch(baseURL + path)).text();
      const link = alternateOf(html, 'application/rss+xml');
      expect(link?.href, path).toBe(BUILD_SITE_URL + feed);
      expect(link?.title).toMatch(/^Fortarc – /);
    }
    const english = await (await fetch(`${baseURL}/en/news`)).text();
    const first = (await parseFeed(page, await (await fetch(`${baseURL}/en/news.rss`)).text()))
      .items[0]!;
    const post = await (await fetch(first.link)).text();
    expect(alternateOf(post, 'application/rss+xml')?.href).toBe(`${BUILD_SITE_URL}/en/news.rss`);
    expect(english).toContain('href="/en/news.rss"');
    // a page without a news list announces none
    const products = await (await fetch(`${baseURL}/prodotti`)).text();
    expect(alternateOf(products, 'application/rss+xml')).toBeUndefined();
  });

  it('exists only for a news listing: other pages and unknown paths answer 404', async () => {
    for (const path of ['/prodotti.rss', '/pagina-inesistente.rss', '/en/prodotti/x.rss']) {
      const response = await fetch(baseURL + path);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
  });
});

/** A calendar parsed by ical.js, with its time zones registered so TZID times resolve. */
function parseCalendar(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { root, events: root.getAllSubcomponents('vevent') };
}

function expectFoldedCrlf(text: string) {
  expect(text.endsWith('\r\n') || text.endsWith('END:VCALENDAR')).toBe(true);
  expect(text).not.toMatch(/[^\r]\n/);
  for (const line of text.split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  }
}

describe('event calendars (iCalendar, RFC 5545)', () => {
  const event = {
    page: '/fiere-ed-eventi/fiera-metallbau-sud-stoccarda-2027',
    english: '/en/fiere-ed-eventi/metallbau-sud-stuttgart-2027-trade-fair',
  };

  async function ics(path: string) {
    const response = await fetch(baseURL + path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    return response.text();
  }

  it('an event’s .ics parses, with its UID, DTSTAMP, times in Europe/Rome, what, where and link', async () => {
    const html = await (await fetch(baseURL + event.page)).text();
    const href = /<a [^>]*href="([^"]+\.ics)"[^>]*download=""/.exec(html)?.[1];
    expect(href, '“Add to calendar” on the event page').toBe(`${event.page}.ics`);
    const text = await ics(href!);
    expectFoldedCrlf(text);
    const { root, events } = parseCalendar(text);
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'Europe/Rome',
    );
    expect(events).toHaveLength(1);
    const [vevent] = events;
    const parsed = new ICAL.Event(vevent!);
    expect(parsed.uid).toMatch(/^[0-9a-f-]{36}@localhost$/);
    expect((vevent!.getFirstPropertyValue('dtstamp') as ICAL.Time).zone?.tzid).toBe('UTC');
    expect(vevent!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Rome');
    // the content says 09:00–17:00 local time, 16–19 March 2027 (UTC+1)
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2027-03-16T08:00:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2027-03-19T16:00:00.000Z');
    expect(parsed.summary).toBe(decode(h1Of(html)));
    expect(parsed.location).toContain('Messe Stuttgart');
    expect(vevent!.getFirstPropertyValue('url')).toBe(baseURL + event.page);
    expect(parsed.description).toContain('Stand: Padiglione 8');
  });

  it('is the same event in English, described in English', async () => {
    const [italian, english] = await Promise.all([
      ics(`${event.page}.ics`),
      ics(`${event.english}.ics`),
    ]);
    const it = new ICAL.Event(parseCalendar(italian).events[0]!);
    const en = new ICAL.Event(parseCalendar(english).events[0]!);
    expect(en.uid).toBe(it.uid);
    expect(en.startDate.toJSDate()).toEqual(it.startDate.toJSDate());
    expect(en.description).not.toBe(it.description);
    expect(en.description).toContain('Hall 8');
    expect(parseCalendar(english).events[0]!.getFirstPropertyValue('url')).toBe(
      baseURL + event.english,
    );
  });

  it.each([
    { listing: '/fiere-ed-eventi', locale: 'it' },
    { listing: '/en/fiere-ed-eventi', locale: 'en' },
    { listing: '/de/messen-und-veranstaltungen', locale: 'de' },
  ])(
    'the events listing ($locale) offers a calendar of every upcoming event to subscribe to',
    async ({ listing }) => {
      const html = await (await fetch(baseURL + listing)).text();
      const webcal = BUILD_SITE_URL.replace(/^http:/, 'webcal:') + `${listing}.ics`;
      expect(html).toContain(`href="${webcal}"`);
      expect(html).toContain(`href="${listing}.ics" download=""`);
      expect(alternateOf(html, 'text/calendar')?.href).toBe(`${BUILD_SITE_URL}${listing}.ics`);
      const text = await ics(`${listing}.ics`);
      expectFoldedCrlf(text);
      const { root, events } = parseCalendar(text);
      expect(String(root.getFirstPropertyValue('x-wr-calname'))).toMatch(/^Fortarc – /);
      const upcoming = [...html.matchAll(/data-events="upcoming"/g)].length;
      expect(upcoming).toBe(1);
      const cards = html.split('data-events="upcoming"')[1]!.split('</ul>')[0]!;
      const shown = [...cards.matchAll(/<li/g)].length;
      expect(events).toHaveLength(shown);
      const now = Date.now();
      const uids = events.map((vevent) => {
        const parsed = new ICAL.Event(vevent);
        expect(parsed.endDate.toJSDate().getTime()).toBeGreaterThan(now);
        expect(vevent.getFirstPropertyValue('url')).toMatch(new RegExp(`^${baseURL}${listing}/`));
        return parsed.uid;
      });
      expect(new Set(uids).size).toBe(uids.length);
      // stable: asked again, the same UIDs and stamps
      const again = parseCalendar(await ics(`${listing}.ics`)).events;
      expect(again.map((vevent) => new ICAL.Event(vevent).uid)).toEqual(uids);
    },
  );

  it('exists only for events and their listing', async () => {
    for (const path of ['/prodotti.ics', '/news.ics', '/fiere-ed-eventi/inesistente.ics']) {
      const response = await fetch(baseURL + path);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
  });
});
