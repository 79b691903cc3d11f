import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { hydrated } from '../helpers/document';

const baseURL = inject('baseURL');

/** A request-time render on a busy machine may take a few seconds. */
const POLL = { timeout: 15_000 };

/** The product listing's page size when its block leaves `per_page` empty, as the demo's do. */
const PER_PAGE = 12;

const MATERIAL = 'filter_query[materiale][any_in_array]';
const PROCESS = 'filter_query[processo][any_in_array]';

interface StoryFile {
  slug: string;
  published_at: string | null;
  content: Record<string, unknown>;
}

function storiesIn(folder: string): StoryFile[] {
  const dir = path.join('content/stories', folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoryFile)
    .filter((story) => story.published_at !== null);
}

/** The demo catalogue as the data says it is: the expectations are computed, never written down. */
const products = storiesIn('prodotti')
  .filter((story) => story.content.component === 'product')
  .map((story) => ({
    slug: story.slug,
    materiale: (story.content.materiale as string[] | undefined) ?? [],
    processo: (story.content.processo as string[] | undefined) ?? [],
  }));

const anyOf = (values: string[], selected: string[]) =>
  selected.length === 0 || values.some((value) => selected.includes(value));

function expectedSlugs(materials: string[], processes: string[]): string[] {
  return products
    .filter((p) => anyOf(p.materiale, materials) && anyOf(p.processo, processes))
    .map((p) => p.slug)
    .sort();
}

function expectedCount(facet: 'materiale' | 'processo', value: string, other: string[]) {
  const otherFacet = facet === 'materiale' ? 'processo' : 'materiale';
  return products.filter((p) => p[facet].includes(value) && anyOf(p[otherFacet], other)).length;
}

async function html(pathAndQuery: string): Promise<{ status: number; body: string }> {
  const response = await fetch(baseURL + pathAndQuery, { redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

/** The results part of a listing: from the results container to the end of its section. */
function resultsOf(body: string): string {
  const start = body.indexOf('data-filter-results');
  expect(start, 'the listing renders its results container').toBeGreaterThan(-1);
  return body.slice(start, body.indexOf('</section>', start));
}

/** The slugs the result headings link to (a card's or a document's title). */
function productSlugsIn(body: string, prefix = '/prodotti/'): string[] {
  const links = resultsOf(body).matchAll(
    new RegExp(`<h3[^>]*><a[^>]*href="${prefix}([a-z0-9-]+)"`, 'g'),
  );
  return [...new Set([...links].map((match) => match[1] ?? ''))].sort();
}

/** The href of a listing's "next page" link, or null on its last page. */
function nextPageHref(body: string): string | null {
  const match = /<a href="([^"]+)" rel="next"/.exec(resultsOf(body));
  return match?.[1]?.replaceAll('&amp;', '&') ?? null;
}

/** Every product a listing shows, page after page through its "next" links, in the order seen. */
async function listedSlugs(pathAndQuery: string, prefix = '/prodotti/'): Promise<string[]> {
  const slugs: string[] = [];
  let next: string | null = pathAndQuery;
  for (let pages = 0; next !== null; pages++) {
    expect(pages, 'a listing ends').toBeLessThan(20);
    const { status, body } = await html(next);
    expect(status).toBe(200);
    const onPage = productSlugsIn(body, prefix);
    expect(onPage.length).toBeLessThanOrEqual(PER_PAGE);
    slugs.push(...onPage);
    next = nextPageHref(body);
  }
  return slugs;
}

const sorted = (values: string[]) => [...values].sort();

/** The count shown next to a filter option. */
function optionCount(body: string, value: string): number {
  const match = new RegExp(
    `value="${value}"[^>]*/>.*?<span aria-hidden="true"[^>]*>(\\d+)</span>`,
    's',
  ).exec(body);
  if (!match) throw new Error(`no option ${value}`);
  return Number(match[1]);
}

const query = (materials: string[], processes: string[], extra = '') => {
  const parts = [];
  if (materials.length) parts.push(`${MATERIAL}=${materials.join(',')}`);
  if (processes.length) parts.push(`${PROCESS}=${processes.join(',')}`);
  if (extra) parts.push(extra);
  return `?${parts.join('&')}`;
};

describe('product filters without JavaScript (server HTML)', () => {
  it('has a catalogue worth filtering', () => {
    expect(products.length).toBeGreaterThanOrEqual(24);
  });

  it('lists every product unfiltered, exactly once over its pages', async () => {
    expect(sorted(await listedSlugs('/prodotti'))).toEqual(expectedSlugs([], []));
  });

  it('shows the first page of products pre-rendered, with a pager to the others', async () => {
    const { status, body } = await html('/prodotti');
    expect(status).toBe(200);
    expect(productSlugsIn(body)).toHaveLength(PER_PAGE);
    expect(body).toContain('aria-label="Pagine del catalogo"');
    expect(nextPageHref(body)).toBe('/prodotti?page=2');
    const pages = Math.ceil(expectedSlugs([], []).length / PER_PAGE);
    expect(body).toContain(`Pagina 1 di ${pages}`);
    const second = await html('/prodotti?page=2');
    expect(second.body).toMatch(/<a href="\/prodotti" rel="prev"/);
    expect(second.body).toMatch(
      /<a href="\/prodotti\?page=2" aria-label="Pagina 2" aria-current="page"/,
    );
  });

  it('keeps the filters on page links, and a filter change starts again at page 1', async () => {
    const materials = ['alluminio', 'acciaio-inossidabile'];
    const expected = expectedSlugs(materials, []);
    expect(expected.length).toBeGreaterThan(PER_PAGE);
    const first = await html(`/prodotti${query(materials, [])}`);
    expect(nextPageHref(first.body)).toBe(`/prodotti${query(materials, [])}&page=2`);
    expect(sorted(await listedSlugs(`/prodotti${query(materials, [])}`))).toEqual(expected);
    // the filter form on page 2 submits no page: its result is page 1 of the new filter
    const second = await html(`/prodotti${query(materials, [])}&page=2`);
    const form = /<form[^>]*data-filter-form[^>]*>([\s\S]*?)<\/form>/.exec(second.body)?.[1] ?? '';
    expect(form).toContain('name="filter_query[materiale][any_in_array]"');
    expect(form).not.toContain('name="page"');
  });

  it.each([
    {
      path: '/prodotti?page=9',
      text: 'Nessun prodotto in questa pagina',
      first: '/prodotti',
      prefix: '/prodotti/',
    },
    {
      path: '/en/products?page=abc',
      text: 'The page number you asked for is not valid.',
      first: '/en/products',
      prefix: '/en/products/',
    },
    {
      path: `/de/produkte?${MATERIAL}=leghe-di-rame&page=7`,
      text: 'Keine Produkte auf dieser Seite',
      first: `/de/produkte?${MATERIAL}=leghe-di-rame`,
      prefix: '/de/produkte/',
    },
  ])('answers $path without a server error, says so and links to page 1', async (page) => {
    const { status, body } = await html(page.path);
    expect(status).toBe(200);
    const box = body.split('data-listing-state="out-of-range"')[1]?.split('</div>')[0] ?? '';
    expect(box).toContain(page.text);
    expect(box.replaceAll('&amp;', '&')).toContain(`href="${page.first}"`);
    expect(productSlugsIn(body, page.prefix)).toEqual([]);
  });

  it.each([
    [['alluminio'], []],
    [['alluminio', 'leghe-di-rame'], []],
    [[], ['tig-ac-dc', 'mma']],
    [['leghe-di-nichel'], ['mig-mag-pulsato', 'tig-ac-dc']],
    [['acciaio-inossidabile', 'leghe-di-rame'], ['mig-mag-sinergico']],
  ])(
    'materials %j and processes %j list exactly the products the data has',
    async (materials, processes) => {
      const expected = expectedSlugs(materials, processes);
      expect(expected.length).toBeGreaterThan(0);
      expect(sorted(await listedSlugs(`/prodotti${query(materials, processes)}`))).toEqual(
        expected,
      );
    },
  );

  it.each([
    [[], []],
    [['leghe-di-rame'], []],
    [[], ['multiprocesso']],
    [['alluminio', 'leghe-di-nichel'], ['mig-mag-pulsato']],
  ])(
    'shows for materials %j and processes %j the counts the data gives',
    async (materials, processes) => {
      const { body } = await html(
        `/prodotti${materials.length + processes.length ? query(materials, processes) : ''}`,
      );
      for (const value of [
        'alluminio',
        'acciaio-al-carbonio',
        'acciaio-inossidabile',
        'leghe-di-nichel',
        'leghe-di-rame',
      ]) {
        expect(optionCount(body, value), value).toBe(expectedCount('materiale', value, processes));
      }
      for (const value of [
        'mma',
        'mig-mag-sinergico',
        'mig-mag-pulsato',
        'mig-mag-sinergico-multifunzione',
        'tig-ac-dc',
        'tig-dc',
        'multiprocesso',
      ]) {
        expect(optionCount(body, value), value).toBe(expectedCount('processo', value, materials));
      }
    },
  );

  it('says so when no product matches, and offers to clear the filters', async () => {
    expect(expectedSlugs(['leghe-di-rame'], ['multiprocesso'])).toEqual([]);
    const { status, body } = await html(`/prodotti${query(['leghe-di-rame'], ['multiprocesso'])}`);
    expect(status).toBe(200);
    expect(productSlugsIn(body)).toEqual([]);
    expect(body).toContain('Nessun prodotto corrisponde a questi filtri');
    expect(resultsOf(body)).toMatch(/<a[^>]*href="\/prodotti"[^>]*>Azzera tutti i filtri<\/a>/);
    // and each filter can be removed on its own
    expect(resultsOf(body)).toContain(`href="/prodotti?${PROCESS}=multiprocesso"`);
    expect(resultsOf(body)).toContain(`href="/prodotti?${MATERIAL}=leghe-di-rame"`);
  });

  it('ignores unknown values, operators and facets with a 200', async () => {
    const unknown = `/prodotti?${MATERIAL}=unobtainium,alluminio&${PROCESS}=laser&filter_query[colore][any_in_array]=rosso&filter_query[materiale][like]=x`;
    expect((await html(unknown)).status).toBe(200);
    expect(sorted(await listedSlugs(unknown))).toEqual(expectedSlugs(['alluminio'], []));
    const nothingKnown = `/en/products?${MATERIAL}=%3Cb%3Eunsafe%3C%2Fb%3E&search_term=`;
    const { status, body } = await html(nothingKnown);
    expect(status).toBe(200);
    expect(body.includes('<b>unsafe')).toBe(false);
    expect(sorted(await listedSlugs(nothingKnown, '/en/products/'))).toEqual(expectedSlugs([], []));
  });

  it('reads repeated keys (a plain form submit) like comma-separated values', async () => {
    const repeated = await listedSlugs(
      `/prodotti?${MATERIAL}=alluminio&${MATERIAL}=leghe-di-rame&${PROCESS}=tig-dc&${PROCESS}=mig-mag-sinergico`,
    );
    const comma = await listedSlugs(
      `/prodotti${query(['alluminio', 'leghe-di-rame'], ['tig-dc', 'mig-mag-sinergico'])}`,
    );
    expect(repeated).toEqual(comma);
    expect(sorted(repeated)).toEqual(
      expectedSlugs(['alluminio', 'leghe-di-rame'], ['tig-dc', 'mig-mag-sinergico']),
    );
  });

  it('narrows by search term, from the listing or the search bar', async () => {
    const { body } = await html(`/prodotti?search_term=voyager&${MATERIAL}=leghe-di-rame`);
    const slugs = productSlugsIn(body);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.every((slug) => slug.startsWith('voyager'))).toBe(true);
    const home = await html('/');
    expect(home.body).toMatch(/<form[^>]*action="\/prodotti"[^>]*>/);
    expect(home.body).toContain('name="search_term"');
  });

  it('keeps the base set of a family listing', async () => {
    const family = new Set(
      storiesIn('prodotti')
        .filter((story) => story.content.family === 'manual-welding')
        .map((story) => story.slug),
    );
    const slugs = sorted(
      await listedSlugs(`/prodotti/saldatura-manuale?${MATERIAL}=leghe-di-rame`),
    );
    expect(slugs).toEqual(expectedSlugs(['leghe-di-rame'], []).filter((slug) => family.has(slug)));
  });
});

const downloads = [...storiesIn('download-area')]
  .filter((story) => story.content.component === 'download')
  .map((story) => ({
    slug: story.slug,
    type: story.content.download_type as string,
    languages: story.content.languages as string[],
  }));

describe('the download listing without JavaScript (server HTML)', () => {
  const listed = (body: string) => productSlugsIn(body, '/download-area/');
  const expected = (type?: string, language?: string) =>
    downloads
      .filter((d) => (!type || d.type === type) && (!language || d.languages.includes(language)))
      .map((d) => d.slug)
      .sort();

  it('lists every document of the download area', async () => {
    const { status, body } = await html('/download-area');
    expect(status).toBe(200);
    expect(listed(body)).toEqual(expected());
  });

  it.each([
    ['manual', undefined],
    [undefined, 'de'],
    ['catalogue', 'en'],
    ['declaration-of-conformity', 'fr'],
  ])('filters by type %s and language %s', async (type, language) => {
    const search = new URLSearchParams();
    if (type) search.set('type', type);
    if (language) search.set('language', language);
    const { status, body } = await html(`/download-area?${search}`);
    expect(status).toBe(200);
    expect(expected(type, language).length).toBeGreaterThan(0);
    expect(listed(body)).toEqual(expected(type, language));
  });

  it('shows format and size in the visitor’s number format, and the file link', async () => {
    const { body } = await html('/download-area?type=manual');
    expect(body).toMatch(/href="\/assets\/downloads\/[^"]+\.pdf"/);
    expect(body).toContain('PDF · 24 kB');
  });

  it('ignores unknown filter values with a 200', async () => {
    const { status, body } = await html('/download-area?type=brochure&language=xx&product=nope');
    expect(status).toBe(200);
    expect(listed(body)).toEqual(expected());
  });
});

const productPages = [
  { lang: 'it', path: '/prodotti', aluminium: 'Alluminio', remove: 'Rimuovi il filtro: Alluminio' },
  { lang: 'en', path: '/en/products', aluminium: 'Aluminium', remove: 'Remove filter: Aluminium' },
  {
    lang: 'es',
    path: '/es/productos',
    aluminium: 'Aluminio',
    remove: 'Quitar el filtro: Aluminio',
  },
  {
    lang: 'fr',
    path: '/fr/produits',
    aluminium: 'Aluminium',
    remove: 'Retirer le filtre : Aluminium',
  },
  {
    lang: 'de',
    path: '/de/produkte',
    aluminium: 'Aluminium',
    remove: 'Filter entfernen: Aluminium',
  },
];

describe('product filters in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  const cards = () => page.locator('[data-filter-results] > ul > li');
  /** How many cards the first page of a result shows. */
  const firstPage = (slugs: string[]) => Math.min(slugs.length, PER_PAGE);
  const checkbox = (facet: string, value: string) =>
    page.locator(
      `input[type="checkbox"][name="filter_query[${facet}][any_in_array]"][value="${value}"]`,
    );
  const decoded = () => decodeURIComponent(new URL(page.url()).search);
  /** The filter state the listing on screen was rendered for. */
  const shownState = () =>
    page.locator('[data-filter-state]').first().getAttribute('data-filter-state');
  /** The URL asks for `search`, and the listing on screen shows it: the first page of `slugs`. */
  async function expectShown(search: string, slugs: string[]) {
    expect(decoded()).toBe(search);
    await expect.poll(shownState, POLL).toBe(search);
    await expect.poll(() => cards().count(), POLL).toBe(firstPage(slugs));
  }

  it.each(productPages)(
    'in $lang, ticking materials updates the URL and the results in place, keeping the scroll position',
    async ({ path, aluminium, remove }) => {
      await page.goto(baseURL + path);
      await expect.poll(() => cards().count(), POLL).toBe(firstPage(expectedSlugs([], [])));
      const box = checkbox('materiale', 'alluminio');
      expect(await page.locator('label', { has: box }).innerText()).toContain(aluminium);
      // well down the page, where a list that jumped would show it (the list starts in the first
      // screen, so the box is in view from the start: scroll it to the middle)
      await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.evaluate(() => window.scrollBy(0, 120));
      await page.evaluate(() => Object.assign(window, { __noReload: true }));
      const scrollBefore = await page.evaluate(() => window.scrollY);
      expect(scrollBefore).toBeGreaterThan(300);
      // Every position the page takes from here on: the list must not jump, not even for a frame.
      await page.evaluate(() => {
        const seen = { lowest: window.scrollY, highest: window.scrollY };
        Object.assign(window, { __scrollSeen: seen });
        window.addEventListener('scroll', () => {
          seen.lowest = Math.min(seen.lowest, window.scrollY);
          seen.highest = Math.max(seen.highest, window.scrollY);
        });
      });

      // a box React has not hydrated yet ticks, but its change reaches no handler
      await hydrated(box);
      await box.check();
      await page.waitForURL((url) => url.search.includes('alluminio'));
      await expectShown(`?${MATERIAL}=alluminio`, expectedSlugs(['alluminio'], []));
      await checkbox('materiale', 'leghe-di-rame').check();
      await page.waitForURL((url) => decodeURIComponent(url.search).includes('leghe-di-rame'));
      await expectShown(
        `?${MATERIAL}=alluminio,leghe-di-rame`,
        expectedSlugs(['alluminio', 'leghe-di-rame'], []),
      );
      expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(5);
      const seen = await page.evaluate(
        () => (window as { __scrollSeen?: { lowest: number; highest: number } }).__scrollSeen!,
      );
      expect(scrollBefore - seen.lowest, JSON.stringify(seen)).toBeLessThan(5);
      expect(seen.highest - scrollBefore, JSON.stringify(seen)).toBeLessThan(5);
      expect(
        await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value),
      ).toBe('leghe-di-rame');

      await page.getByRole('link', { name: remove }).click();
      await page.waitForURL((url) => !decodeURIComponent(url.search).includes('alluminio'));
      await expectShown(`?${MATERIAL}=leghe-di-rame`, expectedSlugs(['leghe-di-rame'], []));
      expect(await checkbox('materiale', 'alluminio').isChecked()).toBe(false);
      expect(await checkbox('materiale', 'leghe-di-rame').isChecked()).toBe(true);
      expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
      // back: the previous filter, from the router's history, still the right list
      await page.goBack();
      await expect.poll(shownState, POLL).toBe(`?${MATERIAL}=alluminio,leghe-di-rame`);
      expect(await checkbox('materiale', 'alluminio').isChecked()).toBe(true);
      await page.goForward();
      await expect.poll(shownState, POLL).toBe(`?${MATERIAL}=leghe-di-rame`);
      await expect
        .poll(() => page.getByRole('status').first().innerText(), POLL)
        .toMatch(new RegExp(`^${expectedSlugs(['leghe-di-rame'], []).length}\\b`));
    },
    60_000,
  );

  it('starts a filtered result at its first page when a filter is ticked on page 2', async () => {
    await page.goto(`${baseURL}/en/products?page=2`);
    const all = expectedSlugs([], []);
    await expect.poll(() => cards().count(), POLL).toBe(Math.min(all.length - PER_PAGE, PER_PAGE));
    await hydrated(checkbox('materiale', 'alluminio'));
    await checkbox('materiale', 'alluminio').check();
    await page.waitForURL((url) => url.search.includes('alluminio'));
    await expectShown(`?${MATERIAL}=alluminio`, expectedSlugs(['alluminio'], []));
  });

  it('ends on the last state when a filter is ticked and unticked before the answer', async () => {
    await page.goto(`${baseURL}/en/products`);
    await expect.poll(() => cards().count(), POLL).toBe(firstPage(expectedSlugs([], [])));
    // Slow answers, so that the second click comes while the first is still awaited.
    const slow = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue().catch(() => {});
    };
    await page.route((url) => url.searchParams.has('_rsc'), slow);
    const box = checkbox('materiale', 'alluminio');
    await hydrated(box);
    await box.check();
    await box.uncheck();
    // the stale answer must not win when it lands: time for both late answers (600 ms each)
    await page.waitForTimeout(2500);
    await page.unroute((url) => url.searchParams.has('_rsc'), slow);
    await expect.poll(shownState, POLL).toBe('');
    expect(decoded()).toBe('');
    expect(await box.isChecked()).toBe(false);
    await expect.poll(() => cards().count(), POLL).toBe(firstPage(expectedSlugs([], [])));
  });

  it('filters the download area by type and language in place', async () => {
    await page.goto(`${baseURL}/en/download-area`);
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    await page.getByLabel('Document type').selectOption('manual');
    await page.getByLabel('Document language').selectOption('fr');
    // before hydration the button submits the form natively: a new document, not an update in place
    const filter = page.getByRole('button', { name: 'Filter', exact: true });
    await hydrated(filter);
    await filter.click();
    await page.waitForURL((url) => url.search === '?type=manual&language=fr');
    await expect.poll(shownState, POLL).toBe('?type=manual&language=fr');
    const expected = downloads.filter((d) => d.type === 'manual' && d.languages.includes('fr'));
    expect(await cards().count()).toBe(expected.length);
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
