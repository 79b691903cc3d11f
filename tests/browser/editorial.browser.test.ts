import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';

const baseURL = inject('baseURL');

async function get(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(baseURL + path, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** Every JSON-LD object of a page, parsed (a syntax error fails the test). */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

function jsonLdOfType(html: string, type: string): Record<string, unknown> {
  const found = jsonLd(html).find((data) => data['@type'] === type);
  expect(found, `a JSON-LD object of @type ${type}`).toBeDefined();
  expect(found?.['@context']).toBe('https://schema.org');
  return found as Record<string, unknown>;
}

function h1Of(html: string): string {
  const h1s = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)];
  expect(h1s).toHaveLength(1);
  return (h1s[0]?.[1] ?? '').replace(/<[^>]+>/g, '');
}

const postCount = (html: string) => [...html.matchAll(/data-post="/g)].length;

interface Anchor {
  attrs: Record<string, string>;
  text: string;
}

/** The page's links with their attributes, whatever order React writes them in. */
function anchors(html: string): Anchor[] {
  return [...html.matchAll(/<a\s([^>]*)>(.*?)<\/a>/gs)].map((match) => ({
    attrs: Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((attr) => [attr[1], attr[2]]),
    ),
    text: (match[2] ?? '').replace(/<[^>]+>/g, ''),
  }));
}

function findAnchor(html: string, wanted: Record<string, string>): Anchor | undefined {
  return anchors(html).find((anchor) =>
    Object.entries(wanted).every(([name, value]) => anchor.attrs[name] === value),
  );
}

const newsLists = [
  { locale: 'it', path: '/news', newest: '10 novembre 2026', oldest: '30 settembre 2025' },
  { locale: 'en', path: '/en/news', newest: '10 November 2026', oldest: '30 September 2025' },
  {
    locale: 'es',
    path: '/es/noticias',
    newest: '10 de noviembre de 2026',
    oldest: '30 de septiembre de 2025',
  },
  { locale: 'fr', path: '/fr/actualites', newest: '10 novembre 2026', oldest: '30 septembre 2025' },
  {
    locale: 'de',
    path: '/de/neuigkeiten',
    newest: '10. November 2026',
    oldest: '30. September 2025',
  },
] as const;

describe('the news list', () => {
  it.each(newsLists)(
    'in $locale shows the newest posts with dates in the locale’s format',
    async ({ path, newest, oldest }) => {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(postCount(html)).toBe(9);
      expect(html).toContain(`<time dateTime="2026-11-10" class="text-sm font-semibold`);
      expect(html).toContain(`>${newest}</time>`);
      expect(html).not.toContain(`>${oldest}</time>`); // on page 2
      expect(findAnchor(html, { href: `${path}?page=2`, rel: 'next' })).toBeDefined();
    },
  );

  it.each(newsLists)(
    'in $locale serves page 2 by URL with the next posts and a link back',
    async ({ path, oldest, newest }) => {
      const { status, html } = await get(`${path}?page=2`);
      expect(status).toBe(200);
      expect(postCount(html)).toBe(1);
      expect(html).toContain(`>${oldest}</time>`);
      expect(html).not.toContain(`>${newest}</time>`);
      expect(findAnchor(html, { href: path, rel: 'prev' })).toBeDefined();
      expect(findAnchor(html, { href: `${path}?page=2`, 'aria-current': 'page' })?.text).toBe('2');
    },
  );

  it.each([
    { path: '/en/news?page=99', text: 'No news on this page', first: '/en/news' },
    {
      path: '/en/news?page=abc',
      text: 'The page number you asked for is not valid.',
      first: '/en/news',
    },
    {
      path: '/de/neuigkeiten?page=0',
      text: 'Keine Neuigkeiten auf dieser Seite',
      first: '/de/neuigkeiten',
    },
    { path: '/news?page=-3', text: 'Nessuna news in questa pagina', first: '/news' },
    {
      path: '/fr/actualites?page=3',
      text: 'Aucune actualité sur cette page',
      first: '/fr/actualites',
    },
  ])('answers $path without a server error, says so and links to page 1', async (page) => {
    const { status, html } = await get(page.path);
    expect(status).toBeLessThan(500);
    expect(html).toContain('data-listing-state="out-of-range"');
    expect(html).toContain(page.text);
    const box = html.split('data-listing-state="out-of-range"')[1]?.split('</div>')[0] ?? '';
    expect(findAnchor(box, { href: page.first })).toBeDefined();
    expect(postCount(html)).toBe(0);
  });
});

describe('the editorial templates', () => {
  it('renders a news item with its h1 and NewsArticle JSON-LD', async () => {
    const { status, html } = await get('/en/news/new-pioneer-pulse-range');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('The new Pioneer Pulse range: pulsed MIG/MAG for everyday fabrication');
    expect(html).toContain('<time dateTime="2025-09-30"');
    const article = jsonLdOfType(html, 'NewsArticle');
    expect(article.headline).toBe(h1Of(html));
    expect(article.datePublished).toBe('2025-09-30T09:00:00+02:00');
    expect(article.inLanguage).toBe('en');
    // absolute URLs on SITE_URL (the build's, for a pre-rendered page)
    const [image] = article.image as string[];
    expect(new URL(image ?? '').pathname).toBe('/assets/images/1920x1080/scenes/sparks.jpg');
    const page = article.mainEntityOfPage as Record<string, string>;
    expect(page['@type']).toBe('WebPage');
    expect(new URL(page['@id'] ?? '').pathname).toBe('/en/news/new-pioneer-pulse-range');
    expect((article.publisher as Record<string, unknown>)['@type']).toBe('Organization');
    expect((article.author as Record<string, unknown>).name).toBe('Fortarc');
    // related posts and products link through each story's English path
    expect(html).toContain('href="/en/news/saldatech-italia-2025-review"');
    expect(html).toContain('href="/en/products/pioneer-pulse-403"');
  });

  it('renders an event with its h1, dates as a localized range and Event JSON-LD', async () => {
    const { status, html } = await get(
      '/de/messen-und-veranstaltungen/messe-metallbau-sued-stuttgart-2027',
    );
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Metallbau Süd 2027');
    expect(html).toContain('16.–19. März 2027');
    const event = jsonLdOfType(html, 'Event');
    expect(event.startDate).toBe('2027-03-16T09:00:00+01:00');
    expect(event.endDate).toBe('2027-03-19T17:00:00+01:00');
    expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    const location = event.location as Record<string, unknown>;
    expect(location['@type']).toBe('Place');
    expect(location.name).toBe('Messe Stuttgart');
    expect((location.address as Record<string, unknown>)['@type']).toBe('PostalAddress');
    expect((event.organizer as Record<string, unknown>)['@type']).toBe('Organization');
  });

  it.each([
    [
      '/en/fiere-ed-eventi/saldatech-italia-2025-trade-fair',
      'Past event',
      'This event ended on 17 October 2025.',
    ],
    [
      '/fiere-ed-eventi/fiera-saldatech-italia-2025',
      'Evento concluso',
      'Questo evento si è concluso il 17 ottobre 2025.',
    ],
  ])('says that a past event is past (%s)', async (path, badge, notice) => {
    const { html } = await get(path);
    expect(html).toContain(badge);
    expect(html).toContain(notice);
  });

  it('renders an open job opening with its h1, its application form and JobPosting JSON-LD', async () => {
    const { status, html } = await get('/en/work-with-us/welding-application-engineer');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Welding application engineer');
    // while it is open, one applies on the page itself, not by e-mail
    expect(html).toContain('href="#apply"');
    expect(html).toMatch(/<form[^>]+action="\/api\/jobs\/apply\?/);
    // the e-mail stays as the text's alternative, no longer the call to action
    expect(html).not.toMatch(/href="mailto:jobs@fortarc\.example\?subject=/);
    const job = jsonLdOfType(html, 'JobPosting');
    expect(job.title).toBe('Welding application engineer');
    expect(job.directApply).toBe(true);
    expect(job.datePosted).toBe('2026-10-19');
    expect(job.validThrough).toBe('2027-01-31T23:59:00+01:00');
    expect(job.employmentType).toBe('FULL_TIME');
    expect(String(job.description)).toContain('application laboratory');
    expect((job.hiringOrganization as Record<string, unknown>).name).toBe('Fortarc');
    const place = job.jobLocation as { address: Record<string, unknown> };
    expect(place.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Brescia' });
  });

  it('renders a certificate with its h1, facts, the file link and Certification JSON-LD', async () => {
    const { status, html } = await get('/fr/certifications/iso-9001');
    expect(status).toBe(200);
    expect(h1Of(html)).toContain('ISO 9001');
    expect(html).toContain('CVI-Q-2004-0412');
    expect(html).toContain('14 mars 2028');
    expect(html).toMatch(/PDF · 6\s?ko/);
    expect(html).toContain('href="/assets/downloads/certificate-iso-9001.pdf"');
    const certification = jsonLdOfType(html, 'Certification');
    expect(certification.certificationIdentification).toBe('CVI-Q-2004-0412');
    expect(certification.expires).toBe('2028-03-14');
    expect((certification.issuedBy as Record<string, unknown>).name).toBe('Certivia Italia');
  });

  it('renders a download item with its format and size in the visitor’s number format', async () => {
    const { html } = await get('/de/download-area/handbuch-pioneer-pulse');
    expect(h1Of(html)).toBeTruthy();
    expect(html).toMatch(/PDF · 24\s?kB/);
    expect(html).toContain('Italienisch, Englisch, Spanisch, Französisch, Deutsch');
    expect(jsonLdOfType(html, 'DigitalDocument').encodingFormat).toBe('application/pdf');
  });
});

describe('the events list', () => {
  const starts = (html: string, list: 'upcoming' | 'past') => {
    const section = html.split(`data-events="${list}"`)[1]?.split('</ul>')[0] ?? '';
    return [...section.matchAll(/<time dateTime="([^"]+)"/g)].map((match) => match[1] as string);
  };

  it.each(['/fiere-ed-eventi', '/en/fiere-ed-eventi', '/de/messen-und-veranstaltungen'])(
    'lists upcoming events first, soonest first, then past ones, newest first (%s)',
    async (path) => {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      const upcoming = starts(html, 'upcoming');
      const past = starts(html, 'past');
      expect(upcoming.length).toBeGreaterThan(0);
      expect(past.length).toBeGreaterThan(0);
      expect(html.indexOf('data-events="upcoming"')).toBeLessThan(
        html.indexOf('data-events="past"'),
      );
      const time = (iso: string) => Date.parse(iso);
      expect(upcoming.map(time)).toEqual([...upcoming.map(time)].sort((a, b) => a - b));
      expect(past.map(time)).toEqual([...past.map(time)].sort((a, b) => b - a));
      expect(Math.min(...upcoming.map(time))).toBeGreaterThan(Math.max(...past.map(time)));
    },
  );
});

const pioneerPulsePosts = [
  {
    path: '/news/nuova-gamma-pioneer-pulse',
    button: 'Scarica il manuale Pioneer Pulse',
    target: '/download-area/manuale-pioneer-pulse',
  },
  {
    path: '/en/news/new-pioneer-pulse-range',
    button: 'Download the Pioneer Pulse manual',
    target: '/en/download-area/pioneer-pulse-manual',
  },
  {
    path: '/es/noticias/nueva-gama-pioneer-pulse',
    button: 'Descargar el manual Pioneer Pulse',
    target: '/es/download-area/manual-pioneer-pulse',
  },
  {
    path: '/fr/actualites/nouvelle-gamme-pioneer-pulse',
    button: 'Télécharger le manuel Pioneer Pulse',
    target: '/fr/download-area/manuel-pioneer-pulse',
  },
  {
    path: '/de/neuigkeiten/neue-pioneer-pulse-serie',
    button: 'Pioneer-Pulse-Handbuch herunterladen',
    target: '/de/download-area/handbuch-pioneer-pulse',
  },
];

describe('rich text', () => {
  it.each(pioneerPulsePosts)(
    'renders the embedded button and the filtered image of $path',
    async ({ path, button, target }) => {
      const { html } = await get(path);
      // The element's attribute, not the CSS rules that style blocks inside rich text.
      const blok = html.split('data-rich-text-blok="">')[1]?.split('</div></div>')[0] ?? '';
      expect(blok).toContain(`href="${target}"`);
      expect(blok).toContain(button);
      expect(html).toContain('data-image-filters="brightness quality format"');
      expect(html).toContain('filter:brightness(0.8)');
      expect(html).toMatch(/laboratory\.jpg&amp;w=\d+&amp;q=90/);
    },
  );
});

describe('editorial pages in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the filtered rich-text image, loaded and darkened', async () => {
    await page.goto(`${baseURL}/en/news/new-pioneer-pulse-range`);
    const image = page.locator('figure[data-image-filters] img');
    await image.scrollIntoViewIfNeeded();
    // The image optimiser encodes a new size on first request: give it time on a busy machine.
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    expect(await image.evaluate((node) => getComputedStyle(node).filter)).toBe('brightness(0.8)');
    expect(await image.getAttribute('alt')).toBe(
      'Test bench in the Fortarc application laboratory in Brescia',
    );
  });

  it('pages through the news with the pager links', async () => {
    await page.goto(`${baseURL}/fr/actualites`);
    await page
      .getByRole('navigation', { name: 'Pages des actualités' })
      .getByRole('link', { name: 'Suivante' })
      .click();
    await page.waitForURL(`${baseURL}/fr/actualites?page=2`);
    await expect.poll(() => page.locator('[data-post]').count()).toBe(1);
    await page.getByRole('link', { name: 'Précédente' }).click();
    await page.waitForURL(`${baseURL}/fr/actualites`);
    await expect.poll(() => page.locator('[data-post]').count()).toBe(9);
  });

  it.each([
    '/de/neuigkeiten',
    '/de/neuigkeiten/neue-pioneer-pulse-serie',
    '/de/messen-und-veranstaltungen',
    '/de/arbeite-mit-uns/entwicklungsingenieur-leistungselektronik',
    '/de/zertifikation/iso-3834-2',
  ])('fits a 360 px phone without sideways scrolling (%s)', async (path) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(baseURL + path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    // at most 0: the scrollbar's reserved room (scrollbar-gutter) leaves the content narrower
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('logged no console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
