import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violations } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { sharedPage } from '../helpers/shared-page';

const baseURL = inject('baseURL');

/** The tray loads its code and words after a first use: on a busy machine, give it time. */
const POLL = { timeout: 10_000 };

/** The demo's published products, as the store has them: names are the same in every language. */
const products = new Map(
  readdirSync('content/stories/prodotti')
    .map(
      (name) =>
        JSON.parse(readFileSync(path.join('content/stories/prodotti', name), 'utf8')) as {
          slug: string;
          published_at: string | null;
          content: { component: string; name?: string; model_code?: string };
        },
    )
    .filter((story) => story.content.component === 'product' && story.published_at !== null)
    .map((story) => [story.slug, story.content]),
);

const THREE = ['pioneer-303', 'pioneer-403', 'micromag-205'];
const FIVE = ['pioneer-303', 'pioneer-403', 'micromag-205', 'cruiser-222-ac-dc', 'discovery-160'];
const COMPARE = {
  it: '/prodotti/confronta',
  en: '/en/products/compare',
  es: '/es/productos/comparar',
  fr: '/fr/produits/comparer',
  de: '/de/produkte/vergleich',
} as const;

async function get(pathAndQuery: string): Promise<{ status: number; html: string }> {
  const response = await fetch(baseURL + pathAndQuery, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ')
    .trim();

/** The server's table, as the markup has it (no JavaScript involved). */
function tableOf(html: string) {
  const table = /<table class="compare-table"[^>]*>(.*?)<\/table>/s.exec(html)?.[1] ?? '';
  return {
    table,
    columns: [...table.matchAll(/<th scope="col">(.*?)<\/th>/gs)].map((match) => match[1] ?? ''),
    rows: [...table.matchAll(/<tr( class="is-different")?><th scope="row">(.*?)<\/th>/gs)].map(
      (match) => ({ differs: match[1] !== undefined, label: text(match[2] ?? '') }),
    ),
    notes: [...html.matchAll(/<ul class="compare-notes"[^>]*>(.*?)<\/ul>/gs)]
      .map((match) => text(match[1] ?? ''))
      .join(' '),
  };
}

describe('product comparison, served', () => {
  it.each([
    { locale: 'it', path: COMPARE.it, product: '/prodotti/' },
    { locale: 'en', path: COMPARE.en, product: '/en/products/' },
    { locale: 'de', path: COMPARE.de, product: '/de/produkte/' },
  ])(
    'compares 3 products in $locale: a table naming each, with column headers and 10+ rows',
    async ({ locale, path: comparePath, product }) => {
      const { status, html } = await get(`${comparePath}?p=${THREE.join(',')}`);
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${locale}"`);
      const { columns, rows, table } = tableOf(html);
      expect(columns).toHaveLength(3);
      columns.forEach((column, index) => {
        const known = products.get(THREE[index]!)!;
        expect(text(column)).toContain(known.name);
        expect(text(column)).toContain(known.model_code);
        expect(column).toContain(`href="${product}${THREE[index]}"`);
        expect(column).toMatch(/<img /);
      });
      expect(table).toMatch(/<caption[^>]*>[^<]*Pioneer 303/);
      expect(rows.length).toBeGreaterThanOrEqual(10);
      // one value per product in every row, `—` where one lacks it
      for (const row of table.split('<tr').filter((tr) => tr.includes('scope="row"'))) {
        expect([...row.matchAll(/<td[ >]/g)]).toHaveLength(3);
      }
      expect(table).toContain('<td>—</td>');
      // search engines: not indexed, links followed
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    },
  );

  it('writes the page, its labels and notes in each language', async () => {
    const titles = new Set<string>();
    for (const comparePath of Object.values(COMPARE)) {
      const { status, html } = await get(`${comparePath}?p=${FIVE.join(',')},nessuno`);
      expect(status).toBe(200);
      titles.add(/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] ?? '');
      expect(tableOf(html).notes).toContain('nessuno');
    }
    expect(titles.size).toBe(5);
  });

  it('shows the first four of five, with a note naming the fifth', async () => {
    const { status, html } = await get(`${COMPARE.en}?p=${FIVE.join(',')}`);
    expect(status).toBe(200);
    const { columns, notes } = tableOf(html);
    expect(columns.map((column) => text(column))).toEqual(
      FIVE.slice(0, 4).map((slug) => expect.stringContaining(products.get(slug)!.name!)),
    );
    expect(notes).toContain('At most 4 products');
    expect(notes).toContain(products.get(FIVE[4]!)!.name);
  });

  it('names an unknown slug in a note, and drops any other text without a word', async () => {
    const { status, html } = await get(
      `${COMPARE.it}?p=pioneer-303,prodotto-che-non-esiste,micromag-205,%3Cscript%3Ealert(1)%3C%2Fscript%3E,Our%20office%20is%20closed.%20Call%20%2B1%20555%200100,%E2%80%AEevil`,
    );
    expect(status).toBe(200);
    const { columns, notes } = tableOf(html);
    expect(columns).toHaveLength(2);
    expect(notes).toContain('prodotto-che-non-esiste');
    // what the page shows (Next's own script payload carries the URL as it was requested)
    const shown = html.replace(/<script[\s\S]*?<\/script>/g, '');
    for (const junk of [
      'script&gt;',
      'alert(1)',
      'office is closed',
      '555 0100',
      'evil',
      '\u202E',
    ]) {
      expect(shown, junk).not.toContain(junk);
    }
  });

  it('says when there are fewer than two, and offers the list and a way to add one', async () => {
    for (const query of ['?p=pioneer-303', '', '?p=', '?p=nessuno,,', '?diff=1']) {
      const { status, html } = await get(COMPARE.it + query);
      expect(status, query).toBe(200);
      expect(html).toContain('data-compare-state="too-few"');
      expect(html).toContain('Per un confronto servono almeno due prodotti.');
      expect(html).toMatch(/<a[^>]*href="\/prodotti"[^>]*>Vai all’elenco dei prodotti<\/a>/);
      expect(html).toContain(
        '<form class="compare-add" action="/prodotti/confronta" method="get">',
      );
      expect(html).not.toContain('<table');
    }
  });

  it('answers 200, never a 500, to odd queries', async () => {
    for (const query of [
      '?p=%E0%A4%A',
      '?p[]=pioneer-303',
      `?p=${'a'.repeat(5000)}`,
      `?p=${Array.from({ length: 400 }, () => 'pioneer-303').join(',')}`,
      '?p=pioneer-303&p=pioneer-403&diff=maybe',
      '?p=%00%0A',
    ]) {
      const { status } = await get(COMPARE.de + query);
      expect(status, query).toBe(200);
    }
  });

  it('marks the rows that differ, and "differences only" keeps just those, without JavaScript', async () => {
    const slugs = 'p=pioneer-303,pioneer-403';
    const all = tableOf((await get(`${COMPARE.it}?${slugs}`)).html);
    const same = all.rows.filter((row) => !row.differs);
    const differing = all.rows.filter((row) => row.differs);
    expect(same.length).toBeGreaterThan(0);
    expect(differing.length).toBeGreaterThan(0);
    const { html } = await get(`${COMPARE.it}?${slugs}&diff=1`);
    expect(html).toContain(`href="/prodotti/confronta?${slugs}&amp;diff=1" aria-current="true"`);
    expect(tableOf(html).rows).toEqual(differing);
    expect(html).toContain(`Solo le differenze (${differing.length})`);
    expect(html).toContain(`Tutte le righe (${all.rows.length})`);
  });

  it.each([
    { locale: 'it', weight: 'Peso', best: 'il migliore della riga' },
    { locale: 'en', weight: 'Weight', best: 'best in this row' },
    { locale: 'de', weight: 'Gewicht', best: 'bester Wert der Zeile' },
  ] as const)(
    'marks the best value of a row that has a better way, in $locale (issue 62)',
    async ({ locale, weight, best }) => {
      const { html } = await get(`${COMPARE[locale]}?p=${THREE.join(',')}`);
      const { table } = tableOf(html);
      const rowOf = (label: string) =>
        table.split('<tr').find((tr) => new RegExp(`<th scope="row">${label}<`).test(tr)) ?? '';
      // the lightest of the three is marked, and only it
      const cells = [...rowOf(weight).matchAll(/<td( class="is-best")?>(.*?)<\/td>/gs)];
      const kilos = cells.map((cell) => Number.parseFloat(text(cell[2]!).replace(',', '.')));
      const lightest = Math.min(...kilos);
      expect(cells.map((cell) => cell[1] !== undefined)).toEqual(
        kilos.map((kilo) => kilo === lightest),
      );
      expect(text(cells.find((cell) => cell[1])![2]!)).toContain(`(${best})`);
      // a row without a better way has no mark: the mains supply
      expect(
        rowOf(
          locale === 'it'
            ? 'Alimentazione di rete'
            : locale === 'en'
              ? 'Mains supply'
              : 'Netzanschluss',
        ),
      ).not.toContain('is-best');
    },
  );

  it('is not in the sitemap, and each language switcher link keeps the comparison', async () => {
    const sitemap = (await get('/sitemap.xml')).html;
    for (const comparePath of Object.values(COMPARE)) expect(sitemap).not.toContain(comparePath);
    const { html } = await get(`${COMPARE.en}?p=${THREE.join(',')}&diff=1`);
    const languages = /<nav aria-label="Language"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    for (const [locale, comparePath] of Object.entries(COMPARE)) {
      expect(languages).toContain(
        `href="${comparePath}?p=${THREE.join(',')}&amp;diff=1" hrefLang="${locale}"`,
      );
    }
  });

  it('is reached from the list and from a product page by plain links and forms', async () => {
    const list = (await get('/prodotti')).html;
    // one GET form after the grid, which every card's checkbox belongs to
    const form =
      /<form id="([^"]+)" class="compare-bar" action="\/prodotti\/confronta" method="get">/.exec(
        list,
      )?.[1];
    expect(form).toBeDefined();
    const boxes = [
      ...list.matchAll(
        new RegExp(
          `<input type="checkbox" form="${form}" aria-label="Confronta ([^"]+)" name="p" value="([a-z0-9-]+)"/>`,
          'g',
        ),
      ),
    ];
    expect(boxes.length).toBeGreaterThanOrEqual(12);
    expect(boxes.every(([, name, slug]) => products.get(slug!)?.name === name)).toBe(true);
    const product = (await get('/de/produkte/pioneer-pulse-403')).html;
    expect(product).toContain(
      '<a href="/de/produkte/vergleich?p=pioneer-pulse-403" class="compare-toggle">Zum Vergleich hinzufügen</a>',
    );
  });
});

describe('product comparison in Chromium', () => {
  let browser: Browser;
  const shared = sharedPage(() => browser);

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await shared.close();
    await browser?.close();
  });

  /** The shared page at `url`, loaded: 900 px high at any width, as a page of its own was. */
  const open = async (
    url: string,
    {
      width = 1280,
      javaScriptEnabled = true,
    }: { width?: number; javaScriptEnabled?: boolean } = {},
  ) => {
    const page = await shared.open({ width, height: 900, javaScriptEnabled });
    await page.goto(baseURL + url, { waitUntil: 'load' });
    return page;
  };

  it('without JavaScript: ticks on the list and a product page’s link lead to a comparison', async () => {
    const page = await open('/prodotti', { javaScriptEnabled: false });
    const bar = page.locator('.compare-bar');
    await expect.poll(() => bar.isVisible(), POLL).toBe(false);
    await page.getByRole('checkbox', { name: 'Confronta Discovery 160' }).check();
    await page.getByRole('checkbox', { name: 'Confronta Discovery 180' }).check();
    await expect.poll(() => bar.isVisible(), POLL).toBe(true);
    await page.getByRole('button', { name: 'Confronta i prodotti scelti' }).click();
    await page.waitForURL(/\/prodotti\/confronta\?p=discovery-160&p=discovery-180$/);
    const columns = page.locator('table.compare-table th[scope="col"]');
    await expect.poll(() => columns.count(), POLL).toBe(2);

    await page.goto(`${baseURL}/en/products/pioneer-pulse-403`);
    await page.getByRole('link', { name: 'Add to comparison' }).click();
    await page.waitForURL(/\/en\/products\/compare\?p=pioneer-pulse-403$/);
    await page.getByLabel('Add a product').selectOption('micromag-205');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(() => columns.allInnerTexts(), POLL)
      .toEqual([
        expect.stringContaining('Pioneer Pulse 403'),
        expect.stringContaining('Micromag 205'),
      ]);
    // the comparison's own links work without JavaScript too
    await page.getByRole('link', { name: /^Differences only/ }).click();
    await page.waitForURL(/diff=1$/);
    await page.getByRole('link', { name: 'Remove Micromag 205 from the comparison' }).click();
    await page.waitForURL(/\?p=pioneer-pulse-403&diff=1$/);
  });

  it.each([390, 1440])(
    'at %i px the best values are marked beside their figures, and the add form stands apart',
    async (width) => {
      const page = await open(`${COMPARE.en}?p=${THREE.join(',')}`, { width });
      const marks = page.locator('td.is-best .compare-best');
      expect(await marks.count()).toBeGreaterThan(2);
      // the tick sits on the figure's line, inside its cell
      const mark = (await marks.first().boundingBox())!;
      const cell = (await page.locator('td.is-best').first().boundingBox())!;
      expect(mark.x).toBeGreaterThanOrEqual(cell.x);
      expect(mark.x + mark.width).toBeLessThanOrEqual(cell.x + cell.width + 1);
      expect(await page.locator('.compare-legend .compare-best').isVisible()).toBe(true);
      // "Request a quote for these 3" is not pressed against the "Add a product" label
      const quote = (await page.locator('.compare-quote .button').boundingBox())!;
      const add = (await page.locator('.compare-add label').boundingBox())!;
      expect(add.y - (quote.y + quote.height)).toBeGreaterThanOrEqual(32);
      expect(await violations(page)).toEqual([]);
    },
  );

  it('on a 390 px phone the table scrolls sideways with its first column in view', async () => {
    const page = await open(`${COMPARE.de}?p=${FIVE.slice(0, 4).join(',')}`, {
      width: 390,
    });
    const region = page.locator('.compare-scroll');
    const rowHeader = page.locator('th[scope="row"]').nth(3);
    await rowHeader.scrollIntoViewIfNeeded();
    const before = await rowHeader.boundingBox();
    const scrollWidth = await region.evaluate((node) => node.scrollWidth - node.clientWidth);
    expect(scrollWidth).toBeGreaterThan(200);
    // the page itself does not scroll sideways: only the table's region does
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await region.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
    await expect.poll(() => region.evaluate((node) => node.scrollLeft), POLL).toBeGreaterThan(200);
    const after = await rowHeader.boundingBox();
    expect(after?.x).toBeCloseTo(before!.x, 0);
    // and nothing scrolled over it: the header is what is drawn at its place
    const covered = await rowHeader.evaluate((node) => {
      const box = node.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + 8, box.top + box.height / 2);
      return node === top || node.contains(top);
    });
    expect(covered).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  it('works by keyboard: the table scrolls from its region, ticks and the tray reach a comparison', async () => {
    const page = await open('/prodotti', { width: 1280 });
    const first = page.getByRole('checkbox', { name: 'Confronta Discovery 160' });
    await first.focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'Confronta Discovery 180' }).focus();
    await page.keyboard.press('Space');
    const tray = page.getByRole('region', { name: 'Prodotti da confrontare' });
    await tray.waitFor();
    const compare = tray.getByRole('link', { name: 'Confronta (2)' });
    await compare.waitFor();
    expect(await violations(page)).toEqual([]);
    await compare.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/prodotti\/confronta\?p=discovery-160,discovery-180$/);
    const region = page.getByRole('region', { name: /^Confronto tra Discovery 160/ });
    await page.setViewportSize({ width: 390, height: 844 });
    await region.focus();
    expect(await region.evaluate((node) => node.matches(':focus-visible'))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((node) => node.scrollLeft), POLL).toBeGreaterThan(0);
    // the next stops are the products' links, then their remove links
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Discovery 160');
  });

  it('with JavaScript keeps the choice across pages in this tab, never in a cookie', async () => {
    const page = await open('/en/products');
    const box = page.getByRole('checkbox', { name: 'Compare Discovery 160' });
    await box.check();
    const tray = page.getByRole('region', { name: 'Products to compare' });
    await expect
      .poll(() => tray.getByRole('listitem').allInnerTexts(), POLL)
      .toEqual(['Discovery 160']);
    // a ticked card says its product is in the comparison
    expect(await page.locator('.compare-pick', { has: box }).innerText()).toBe('In comparison');
    await page.goto(`${baseURL}/en/products/pioneer-pulse-403`, { waitUntil: 'load' });
    const toggle = page.locator('a.compare-toggle');
    await expect.poll(() => toggle.getAttribute('aria-pressed'), POLL).toBe('false');
    expect(await toggle.innerText()).toBe('Add to comparison');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed'), POLL).toBe('true');
    expect(await toggle.innerText()).toBe('In comparison');
    // pressed again, it takes the product out, and says so
    await toggle.click();
    await expect.poll(() => toggle.innerText(), POLL).toBe('Add to comparison');
    await expect
      .poll(() => tray.getByRole('listitem').allInnerTexts(), POLL)
      .toEqual(['Discovery 160']);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed'), POLL).toBe('true');
    await expect
      .poll(() => tray.getByRole('listitem').allInnerTexts(), POLL)
      .toEqual(['Discovery 160', 'Pioneer Pulse 403']);
    expect(await violations(page)).toEqual([]);
    await tray.getByRole('link', { name: 'Compare (2)' }).click();
    await page.waitForURL(/\/en\/products\/compare\?p=discovery-160,pioneer-pulse-403$/);
    expect(await page.locator('th[scope="col"]').count()).toBe(2);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContainEqual(
      expect.stringMatching(/compare/i),
    );
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('fortarc.compare') ?? '[]')),
    ).toEqual(['discovery-160', 'pioneer-pulse-403']);
  });

  // The tray follows every change of the page (a client navigation brings new controls): a change
  // elsewhere that leaves the choice as it was must not rebuild it under a press (WebKit lost one).
  it('leaves the tray’s controls in place when the page changes elsewhere', async () => {
    const page = await open('/en/products');
    for (const name of ['Discovery 160', 'Discovery 180']) {
      await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
    }
    const link = page
      .getByRole('region', { name: 'Products to compare' })
      .getByRole('link', { name: 'Compare (2)' });
    await link.evaluate((a) => Object.assign(window, { __compareLink: a }));
    const kept = await page.evaluate(async () => {
      document.querySelector('main')!.append(document.createElement('p'));
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      await frame();
      await frame();
      return document.contains((window as unknown as { __compareLink: Node }).__compareLink);
    });
    expect(kept).toBe(true);
  });

  it.each([
    ['it', '/prodotti/pioneer-pulse-403', 'Nel confronto'],
    ['de', '/de/produkte/pioneer-pulse-403', 'Im Vergleich'],
  ])('in %s, a product page’s toggle says "%s" once chosen', async (_lang, path, words) => {
    const page = await open(path, { width: 390 });
    const toggle = page.locator('a.compare-toggle');
    await toggle.click();
    await expect.poll(() => toggle.innerText(), POLL).toBe(words);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await violations(page)).toEqual([]);
  });

  it('counts a box ticked before the page came to life', async () => {
    // A page of its own: a first visit, its scripts still to come from the network (held back).
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      let release = () => {};
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(`${baseURL}/en/products`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('checkbox', { name: 'Compare Discovery 180' }).check();
      release();
      const tray = page.getByRole('region', { name: 'Products to compare' });
      await expect
        .poll(() => tray.getByRole('listitem').allInnerTexts(), POLL)
        .toEqual(['Discovery 180']);
      expect(await page.getByRole('checkbox', { name: 'Compare Discovery 180' }).isChecked()).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });

  it.each([
    { path: `${COMPARE.it}?p=${THREE.join(',')}`, width: 1280 },
    { path: `${COMPARE.en}?p=${THREE.join(',')}&diff=1`, width: 390 },
    { path: `${COMPARE.de}?p=pioneer-303,unbekannt`, width: 1280 },
  ])('finds no axe violation on $path at $width px', async ({ path: url, width }) => {
    const page = await open(url, { width });
    expect(await violations(page)).toEqual([]);
  });

  it('prints four products as one clean page, even four with little in common (33 rows)', async () => {
    const page = await open(
      `${COMPARE.it}?p=voyager-plasma-125-cnc,cruiser-422-ac-dc-w,micromag-305-duo,discovery-220-tig`,
    );
    try {
      await page.emulateMedia({ media: 'print' });
      for (const hidden of ['header', 'footer', '.compare-tools', '.compare-add']) {
        expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
      }
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
      expect(pages).toHaveLength(1);
    } finally {
      // The shared page goes back to the screen for the next test.
      await page.emulateMedia({ media: null });
    }
  });
});
