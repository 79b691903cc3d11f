import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violations } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { markDocument, sameDocument, waitForHydration } from '../helpers/document';
import { sharedPage } from '../helpers/shared-page';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import it_ from '@/i18n/messages/it.json';

const baseURL = inject('baseURL');

/** The island asks the server on each answer: on a busy machine, give it time. */
const POLL = { timeout: 15_000 };
/** Five jobs one after the other in one page, each a few requests. */
const LOOP_TIMEOUT = 120_000;

const FINDER = {
  it: '/prodotti/guida-alla-scelta',
  en: '/en/products/product-finder',
  es: '/es/productos/asistente',
  fr: '/fr/produits/guide-de-choix',
  de: '/de/produkte/produktberater',
} as const;

interface Job {
  name: string;
  processo?: string;
  materiale?: string[];
  spessore?: string;
  rete?: string;
  uso?: string;
  impiego?: string;
  /** The first machines expected, in order. */
  first: string[];
}

/** The issue's first paragraph, and four other jobs a buyer brings. */
const JOBS: Job[] = [
  {
    name: 'TIG on 3 mm aluminium, on site, with only a 230 V socket',
    processo: 'tig',
    materiale: ['alluminio'],
    spessore: '3',
    rete: '1x230',
    uso: 'cantiere',
    first: ['cruiser-222-ac-dc'],
  },
  {
    name: 'MIG/MAG on 8 mm carbon steel in a three-phase workshop, in production',
    processo: 'mig-mag',
    materiale: ['acciaio-al-carbonio'],
    spessore: '8',
    rete: '3x400',
    uso: 'officina',
    impiego: 'produzione',
    first: ['pioneer-503-w'],
  },
  {
    name: 'plasma cutting 15 mm steel on site',
    processo: 'plasma',
    materiale: ['acciaio-al-carbonio'],
    spessore: '15',
    uso: 'cantiere',
    first: ['voyager-plasma-65'],
  },
  {
    name: 'stick welding 5 mm steel from a motor-generator, on site',
    processo: 'mma',
    materiale: ['acciaio-al-carbonio'],
    spessore: '5',
    rete: 'generatore',
    uso: 'cantiere',
    first: ['discovery-180', 'discovery-160'],
  },
  {
    name: 'a robot cell welding 4 mm aluminium in production',
    materiale: ['alluminio'],
    spessore: '4',
    uso: 'robot',
    impiego: 'produzione',
    first: ['pioneer-pulse-403-robot', 'power-pulse-405-robot'],
  },
];

/** A job's query, as the finder writes it. */
function queryOf(job: Job): string {
  const parts: string[] = [];
  if (job.processo) parts.push(`processo=${job.processo}`);
  if (job.materiale) parts.push(`materiale=${job.materiale.join(',')}`);
  if (job.spessore) parts.push(`spessore=${job.spessore}`);
  if (job.rete) parts.push(`rete=${job.rete}`);
  if (job.uso) parts.push(`uso=${job.uso}`);
  if (job.impiego) parts.push(`impiego=${job.impiego}`);
  return `?${parts.join('&')}`;
}

async function get(pathAndQuery: string): Promise<{ status: number; html: string }> {
  const response = await fetch(baseURL + pathAndQuery, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** A page's text, as a reader gets it: no tags, no React's text separators. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([:,.])/g, '$1');

/** The fitting machines' slugs, in the order the markup has them. */
const fitsOf = (html: string) => {
  const list = /<ol class="finder-fits"[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li data-slug="([^"]+)"/g)].map((match) => match[1]);
};

const hrefOf = (html: string, marker: string) =>
  new RegExp(`<a[^>]*href="([^"]+)"[^>]*${marker}|<a[^>]*${marker}[^>]*href="([^"]+)"`)
    .exec(html)
    ?.slice(1)
    .find(Boolean)
    ?.replaceAll('&amp;', '&');

/** Answers the form as a visitor does: clicks and typing. */
async function answer(page: Page, job: Job) {
  const form = page.locator('form[data-finder-form]');
  for (const question of ['processo', 'rete', 'uso', 'impiego'] as const) {
    const value = job[question];
    if (value) await form.locator(`input[name="${question}"][value="${value}"]`).check();
  }
  for (const material of job.materiale ?? []) {
    await form.locator(`input[name="materiale"][value="${material}"]`).check();
  }
  if (job.spessore) await form.locator('input[name="spessore"]').fill(job.spessore);
}

const shownFits = (page: Page) =>
  page
    .locator('[data-finder-fits] > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-slug')));

describe('product finder, served', () => {
  it.each(JOBS)('answers "$name" with the expected first machines', async (job) => {
    for (const path of [FINDER.it, FINDER.en, FINDER.de]) {
      const { status, html } = await get(path + queryOf(job));
      expect(status).toBe(200);
      expect(fitsOf(html).slice(0, job.first.length), path).toEqual(job.first);
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    }
  });

  it('gives the reasons in the page’s language', async () => {
    const query = queryOf(JOBS[0]!);
    const expected: Array<[string, string[]]> = [
      [
        FINDER.it,
        [
          it_.Finder.reason.ac,
          'funziona con una presa da 230 V e un fusibile ritardato da 16 A',
          '14 kg',
          '3 mm è nel suo campo per alluminio (0,8–6 mm)',
        ],
      ],
      [
        FINDER.en,
        [
          en.Finder.reason.ac,
          'runs on a 230 V socket with a 16 A slow fuse',
          '14 kg',
          '3 mm is inside its range for aluminium (0.8–6 mm)',
        ],
      ],
      [
        FINDER.de,
        [
          de.Finder.reason.ac,
          'läuft an einer 230-V-Steckdose mit 16 A träge',
          '3 mm liegt in seinem Bereich für Aluminium (0,8–6 mm)',
        ],
      ],
    ];
    for (const [path, sentences] of expected) {
      const { html } = await get(path + query);
      const first = /<ol class="finder-fits"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
      for (const sentence of sentences) expect(first, `${path}: ${sentence}`).toContain(sentence);
    }
    // the near misses say the one thing that rules each out, in the language too
    const { html } = await get(FINDER.en + query);
    expect(html).toContain('TIG in DC only: TIG on aluminium needs alternating current');
    const inWorkshop = await get(
      `${FINDER.en}?processo=tig&materiale=alluminio&spessore=3&rete=1x230`,
    );
    expect(textOf(inWorkshop.html)).toContain('Cruiser 322 AC/DC: needs three-phase 400 V');
    const german = await get(`${FINDER.de}?processo=tig&materiale=alluminio&spessore=3&rete=1x230`);
    expect(german.html).toContain('braucht Drehstrom 400 V');
  });

  it('"Compare these" and "Request a quote for these" carry the first machines', async () => {
    const job = JOBS[1]!;
    for (const [lang, compare, quote] of [
      ['it', '/prodotti/confronta', '/richiedi-un-preventivo'],
      ['en', '/en/products/compare', '/en/request-a-quote'],
      ['de', '/de/produkte/vergleich', '/de/angebot-anfordern'],
    ] as const) {
      const { html } = await get(FINDER[lang] + queryOf(job));
      const carried = fitsOf(html).slice(0, 4);
      expect(carried.length).toBeGreaterThanOrEqual(2);
      expect(hrefOf(html, 'data-finder-compare')).toBe(`${compare}?p=${carried.join(',')}`);
      expect(hrefOf(html, 'data-finder-quote="true"')).toBe(`${quote}?p=${carried.join(',')}`);
    }
  });

  it('when nothing fits, names the answer that rules everything out and links without it', async () => {
    const { html } = await get(
      `${FINDER.en}?processo=tig&materiale=alluminio&spessore=10&rete=1x230`,
    );
    expect(fitsOf(html)).toEqual([]);
    expect(html).toContain('No machine fits all your answers.');
    const relax = hrefOf(html, 'data-finder-relax');
    expect(relax).toMatch(/^\/en\/products\/product-finder\?/);
    const relaxed = await get(relax!);
    expect(fitsOf(relaxed.html).length).toBeGreaterThan(0);
  });

  it('without a process, suggests one and says why', async () => {
    const { html } = await get(`${FINDER.en}?materiale=alluminio&spessore=2`);
    expect(html).toContain('we suggest TIG');
    expect(html).toContain(en.Finder.why['aluminium-thin']);
    expect(fitsOf(html)[0]).toBe('cruiser-222-ac-dc');
  });

  it.each([
    ['unknown values', '?processo=laser&materiale=legno&rete=12V&uso=luna&impiego=sempre'],
    ['a negative thickness', '?spessore=-3'],
    ['an absurd thickness', '?spessore=99999'],
    ['a thickness that is no number', '?spessore=tre%20mm%3B%3Cscript%3E'],
    [
      'repeated parameters',
      '?processo=tig&processo=mma&spessore=3&spessore=4&rete=1x230&rete=3x400',
    ],
    [
      '2,000-character values',
      `?processo=${'x'.repeat(2000)}&materiale=${'y'.repeat(2000)}&spessore=${'9'.repeat(2000)}`,
    ],
    ['broken percent-encoding', '?processo=%E0%A4%A&materiale=%'],
  ])('never answers 5xx to %s: ignored with a note', async (_name, query) => {
    for (const path of [FINDER.it, FINDER.en]) {
      const { status, html } = await get(path + query);
      expect(status, path + query).toBeLessThan(500);
      if (status === 200) {
        expect(html).toContain('data-finder-notes');
        expect(html).not.toContain('<script>alert');
      }
    }
  });

  it('the bare page is indexable and in the sitemap; answers are not; the internal route is 404', async () => {
    const bare = await get(FINDER.fr);
    expect(bare.status).toBe(200);
    expect(bare.html).not.toMatch(/<meta name="robots" content="noindex/);
    const sitemap = (await get('/sitemap.xml')).html;
    for (const path of Object.values(FINDER)) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain('guida-alla-scelta?');
    expect((await get('/en/product-finder')).status).toBe(404);
  });

  it('the product list, the products menu and home lead to it; the switcher keeps the answers', async () => {
    const list = (await get('/prodotti')).html;
    expect(list).toMatch(/<a[^>]*href="\/prodotti\/guida-alla-scelta"[^>]*data-finder-link/);
    const home = (await get('/en')).html;
    expect(home).toMatch(/<a[^>]*href="\/en\/products\/product-finder"[^>]*data-finder-link/);
    const nav =
      /<nav[^>]*class="site-nav"[^>]*>(.*?)<\/nav>/s.exec((await get('/de/kontakt')).html)?.[1] ??
      '';
    expect(nav).toContain('href="/de/produkte/produktberater"');
    const query = queryOf(JOBS[0]!);
    const page = (await get(FINDER.en + query)).html;
    expect(page).toContain(`href="${FINDER.de}${query.replaceAll('&', '&amp;')}"`);
  });
});

describe('product finder, in a browser', () => {
  let browser: Browser;
  const shared = sharedPage(() => browser);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await shared.close();
    await browser?.close();
  });

  /** The shared page at `url`, loaded: 900 px high, as `openPage` opened one. */
  async function open(
    url: string,
    {
      width = 1280,
      javaScriptEnabled = true,
    }: { width?: number; javaScriptEnabled?: boolean } = {},
  ): Promise<Page> {
    const page = await shared.open({ width, height: 900, javaScriptEnabled });
    await page.goto(baseURL + url, { waitUntil: 'load' });
    return page;
  }

  it.each(['it', 'en', 'de'] as const)(
    'in %s, with JavaScript, each job’s answer comes without a reload and the URL follows',
    async (lang) => {
      const page = await open(FINDER[lang]);
      await waitForHydration(page);
      for (const job of JOBS) {
        await page.goto(baseURL + FINDER[lang], { waitUntil: 'load' });
        await waitForHydration(page);
        await markDocument(page);
        await answer(page, job);
        await expect.poll(() => new URL(page.url()).search, POLL).toBe(queryOf(job));
        await expect
          .poll(async () => (await shownFits(page)).slice(0, job.first.length), POLL)
          .toEqual(job.first);
        expect(await sameDocument(page), job.name).toBe(true);
        // a screen reader hears how many fit
        expect(await page.locator('[data-finder-status]').textContent()).toMatch(/\d/);
        // the language switcher follows the answers
        const other = lang === 'de' ? 'en' : 'de';
        expect(await page.locator(`a[hreflang="${other}"]`).first().getAttribute('href')).toBe(
          FINDER[other] + queryOf(job),
        );
      }
    },
    LOOP_TIMEOUT,
  );

  it.each(['it', 'en', 'de'] as const)(
    'in %s, without JavaScript, the form is a GET and each job’s answer a page',
    async (lang) => {
      const page = await open(FINDER[lang], { javaScriptEnabled: false });
      for (const job of JOBS) {
        await page.goto(baseURL + FINDER[lang], { waitUntil: 'load' });
        await answer(page, job);
        await Promise.all([
          page.waitForURL((url) => url.pathname === FINDER[lang] && url.search !== ''),
          page.locator('form[data-finder-form] button[type="submit"]').click(),
        ]);
        expect((await shownFits(page)).slice(0, job.first.length), job.name).toEqual(job.first);
      }
    },
    LOOP_TIMEOUT,
  );

  it('works by keyboard alone, with the focus in sight', { timeout: 60_000 }, async () => {
    const page = await open(FINDER.en);
    await waitForHydration(page);
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return element ? `${element.name}:${element.value}` : '';
      });
    let presses = 0;
    while (!(await focused()).startsWith('processo:') && presses++ < 80) {
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toBe('processo:');
    const ring = await page.evaluate(
      () => getComputedStyle(document.activeElement!.closest('label')!).outlineStyle,
    );
    expect(ring).not.toBe('none');
    await page.keyboard.press('ArrowDown'); // mig-mag
    await page.keyboard.press('ArrowDown'); // tig
    await page.keyboard.press('Tab'); // the first material: aluminium
    expect(await focused()).toBe('materiale:alluminio');
    await page.keyboard.press('Space');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('spessore:');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab'); // mains: "Any"
    await page.keyboard.press('ArrowDown'); // 1x230
    await page.keyboard.press('Tab'); // use: "Any"
    await page.keyboard.press('ArrowDown'); // officina
    await page.keyboard.press('ArrowDown'); // cantiere
    await expect.poll(() => new URL(page.url()).search, POLL).toBe(queryOf(JOBS[0]!));
    await expect.poll(async () => (await shownFits(page))[0], POLL).toBe('cruiser-222-ac-dc');
    // the submit button is in reach too, and asks again for the same answer
    await page.keyboard.press('Tab'); // how often: "Any"
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).search, POLL).toBe(queryOf(JOBS[0]!));
    expect((await shownFits(page))[0]).toBe('cruiser-222-ac-dc');
  });

  it.each([
    { url: FINDER.it, width: 1280 },
    { url: FINDER.en + queryOf(JOBS[0]!), width: 1280 },
    { url: FINDER.de + queryOf(JOBS[2]!), width: 390 },
    {
      url: `${FINDER.en}?processo=tig&materiale=alluminio&spessore=10&rete=1x230&uso=laser`,
      width: 1280,
    },
  ])('finds no axe violation on $url at $width px', async ({ url, width }) => {
    const page = await open(url, { width });
    expect(await violations(page)).toEqual([]);
  });

  it.each([
    { name: 'the bare page', url: FINDER.it },
    { name: 'an answer', url: FINDER.de + queryOf(JOBS[0]!) },
    {
      name: 'a note on a 2,000-character value',
      url: `${FINDER.en}?materiale=${'x'.repeat(2000)}`,
    },
  ])('has no horizontal overflow at 360 px: $name', async ({ url }) => {
    const page = await open(url, { width: 360 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
