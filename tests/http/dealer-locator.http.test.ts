import { describe, expect, inject, it } from 'vitest';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import it_ from '@/i18n/messages/it.json';
import { answersOf, LOCATOR, SEARCHES } from '../helpers/dealer-locator';

/**
 * The dealer and service locator (issue 63) as served, over HTTP only: the answers' markup, what
 * malformed queries get, the pages' metadata, the country pages' structured data, the sitemap
 * and the links that lead to it. The browser's side is dealer-locator.browser.test.ts.
 */
const baseURL = inject('baseURL');

async function get(pathAndQuery: string): Promise<{ status: number; html: string }> {
  const response = await fetch(baseURL + pathAndQuery, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

const slugs = (html: string) => answersOf(html).map(([slug]) => slug);

const SEARCHES_SERVED = [
  { path: `${LOCATOR.it}?luogo=Brescia`, expected: SEARCHES.brescia },
  { path: `${LOCATOR.it}?luogo=25125`, expected: SEARCHES.brescia },
  { path: `${LOCATOR.en}?luogo=Milan`, expected: SEARCHES.milan },
  { path: `${LOCATOR.en}?luogo=D-80331`, expected: SEARCHES.munich },
  { path: `${LOCATOR.de}?luogo=M%C3%BCnchen`, expected: SEARCHES.munich },
  { path: `${LOCATOR.de}?luogo=80331`, expected: SEARCHES.munich },
];

describe('dealer locator, served', () => {
  it.each(SEARCHES_SERVED)(
    '$path lists the nearest partners in order with distances',
    async (search) => {
      const { status, html } = await get(search.path);
      expect(status).toBe(200);
      const answers = answersOf(html);
      expect(answers.map(([slug]) => slug)).toEqual(search.expected.map(([slug]) => slug));
      answers.forEach(([, km], index) => expect(km).toBeCloseTo(search.expected[index]![1], 0));
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
      expect(html).toContain('data-locator-count');
    },
  );

  it('echoes the place in the visitor’s words, and a postcode with its area’s town', async () => {
    const german = await get(`${LOCATOR.de}?luogo=M%C3%BCnchen`);
    expect(german.html).toContain('Partner in der Nähe von München');
    const italian = await get(`${LOCATOR.it}?luogo=Monaco%20di%20Baviera`);
    expect(italian.html).toContain('Partner vicino a Monaco di Baviera');
    const postcode = await get(`${LOCATOR.de}?luogo=80331`);
    expect(postcode.html).toContain('80331 München');
    expect(postcode.html).toContain('data-locator-origin="postal-area"');
  });

  it('narrows by kind and by product family', async () => {
    const service = await get(`${LOCATOR.en}?luogo=Milan&tipo=service`);
    expect(slugs(service.html)).toEqual([
      'saldotecnica-lombarda',
      'officina-orobica-assistenza',
      'ticino-robotica-formazione',
    ]);
    const plasma = await get(`${LOCATOR.it}?luogo=Brescia&famiglia=plasma-cutting`);
    expect(slugs(plasma.html)).toEqual(['officina-orobica-assistenza', 'saldotecnica-lombarda']);
    const training = await get(`${LOCATOR.de}?luogo=M%C3%BCnchen&tipo=training`);
    expect(slugs(training.html)).toEqual(['tiroler-schweissakademie']);
    // the kinds as badges, the contacts as links, the route opened only by the visitor
    const card = /<article[^>]*data-partner="saldotecnica-lombarda".*?<\/article>/s.exec(
      service.html,
    )?.[0];
    expect(card).toContain('data-kind="sales"');
    expect(card).toContain('data-kind="service"');
    expect(card).toMatch(/href="tel:\+39\d+"/);
    expect(card).toMatch(/href="mailto:[^"]+@[^"]+"/);
    expect(card).toMatch(/href="https:\/\/www\.openstreetmap\.org\/directions\?to=[^"]+"/);
  });

  it('offers the next radius when nothing is within the chosen one', async () => {
    const { html } = await get(`${LOCATOR.de}?luogo=M%C3%BCnchen&raggio=25&tipo=training`);
    expect(slugs(html)).toEqual([]);
    expect(html).toContain(de.Locator.noneWithin.replace('{radius}', '25'));
    const wider = /<a[^>]*href="([^"]+)"[^>]*data-locator-wider="100"/.exec(html)?.[1];
    expect(wider?.replaceAll('&amp;', '&')).toBe(
      `${LOCATOR.de}?luogo=M%C3%BCnchen&tipo=training#locator-answer`,
    );
    expect(slugs((await get(wider!.replaceAll('&amp;', '&'))).html)).toEqual([
      'tiroler-schweissakademie',
    ]);
  });

  it('offers an ambiguous place’s candidates, and says when a place is unknown', async () => {
    const frankfurt = await get(`${LOCATOR.en}?luogo=Frankfurt&tipo=sales`);
    expect(frankfurt.html).toContain('data-locator-ambiguous');
    const candidates = [
      ...frankfurt.html.matchAll(/<ul class="locator-candidates"[^>]*>(.*?)<\/ul>/gs),
    ][0]?.[1];
    const links = [...(candidates ?? '').matchAll(/href="([^"]+)"/g)].map((m) =>
      m[1]!.replaceAll('&amp;', '&'),
    );
    expect(links).toContain(
      `${LOCATOR.en}?luogo=Frankfurt%20(Oder)%2C%20Brandenburg&tipo=sales#locator-answer`,
    );
    const chosen = await get(links.find((link) => link.includes('Oder'))!);
    expect(chosen.html).toContain('data-locator-answer="results"');
    expect(chosen.html).toContain('Frankfurt (Oder), Brandenburg');

    const unknown = await get(`${LOCATOR.it}?luogo=Xyzzyville`);
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain('data-locator-unknown');
    expect(unknown.html).toContain(it_.Locator.unknownPlace.replace('{place}', 'Xyzzyville'));
    expect(unknown.html).toContain('href="/rivenditori-e-assistenza/germania"');
  });

  it.each([
    ['unknown kinds', '?luogo=Brescia&tipo=dealer,sales,%3Cscript%3E'],
    ['a radius of 0', '?luogo=Brescia&raggio=0'],
    ['a radius of 10^9', '?luogo=Brescia&raggio=1000000000'],
    ['a 2,000-character place', `?luogo=${'x'.repeat(2000)}`],
    [
      'repeated parameters',
      '?luogo=Brescia&luogo=Milano&raggio=50&raggio=25&famiglia=a&famiglia=b',
    ],
    ['a position out of range', '?lat=91&lng=400'],
    ['a position that is no number', '?lat=north&lng=east'],
    ['broken percent-encoding', '?luogo=%E0%A4%A&tipo=%'],
    ['an unknown family', '?luogo=Brescia&famiglia=laser'],
  ])('answers %s with a page and a note, never a 5xx', async (_name, query) => {
    for (const path of [LOCATOR.it, LOCATOR.en]) {
      const { status, html } = await get(path + query);
      expect(status, path + query).toBe(200);
      expect(html, path + query).toContain('data-locator-notes');
      expect(html).not.toContain('<script>alert');
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    }
  });

  it('searches what it can of a malformed query', async () => {
    const { html } = await get(`${LOCATOR.en}?luogo=Milan&tipo=dealer,service&raggio=0`);
    expect(slugs(html)).toEqual([
      'saldotecnica-lombarda',
      'officina-orobica-assistenza',
      'ticino-robotica-formazione',
    ]);
    expect(html).toContain('“dealer” is not one of the choices for “What you need”: left out.');
    expect(html).toContain('the search is within 100 km');
  });

  it('the bare page is indexable with its alternates; the internal route is 404', async () => {
    const bare = await get(LOCATOR.fr);
    expect(bare.status).toBe(200);
    expect(bare.html).not.toMatch(/<meta name="robots" content="noindex/);
    expect(bare.html).toMatch(/<link rel="canonical" href="[^"]*\/fr\/ou-acheter"\/>/);
    for (const path of Object.values(LOCATOR)) {
      expect(bare.html).toMatch(
        new RegExp(`<link rel="alternate" hrefLang="[a-z-]+" href="[^"]*${path}"/>`),
      );
    }
    expect(bare.html).toContain('data-locator-start');
    expect(bare.html).toContain('GeoNames');
    expect((await get('/en/dealer-locator')).status).toBe(404);
    expect((await get('/en/dealer-locator/de')).status).toBe(404);
  });
});

describe('the country pages', () => {
  it('list a country’s partners by region, each with its LocalBusiness data', async () => {
    const { status, html } = await get(`${LOCATOR.en}/germany`);
    expect(status).toBe(200);
    expect(html).not.toMatch(/<meta name="robots" content="noindex/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en\/where-to-buy\/germany"\/>/);
    expect(html).toMatch(/hrefLang="de" href="[^"]*\/de\/haendler-und-service\/deutschland"/);
    const regions = [...html.matchAll(/<section[^>]*data-region="([^"]+)"/g)].map((m) => m[1]);
    expect(regions.length).toBeGreaterThan(1);
    expect([...regions].sort((a, b) => a!.localeCompare(b!, 'en'))).toEqual(regions);
    const cards = [...html.matchAll(/<article[^>]*data-partner="([^"]+)"/g)].map((m) => m[1]);
    expect(cards).toHaveLength(8);
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]!) as { '@graph'?: Array<Record<string, unknown>> })
      .find((item) => item['@graph']);
    const businesses = data!['@graph']!;
    expect(businesses).toHaveLength(8);
    for (const business of businesses) {
      expect(business['@type']).toBe('LocalBusiness');
      expect(business.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'DE' });
      expect(business.geo).toMatchObject({ '@type': 'GeoCoordinates' });
      expect(business.telephone).toMatch(/^\+49\d+$/);
      const anchor = String(business['@id']).split('#')[1];
      expect(cards.map((slug) => `partner-${slug}`)).toContain(anchor);
    }
    expect(html).toContain('Dealers and service in Germany');
  });

  it('exist in every language under their own names, and no other', async () => {
    for (const path of [
      '/rivenditori-e-assistenza/regno-unito',
      '/es/donde-comprar/paises-bajos',
      '/fr/ou-acheter/suisse',
      '/de/haendler-und-service/oesterreich',
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect((await get('/de/haendler-und-service/schweiz')).html).toContain(
      'Händler und Service in der Schweiz',
    );
    for (const path of [
      `${LOCATOR.en}/deutschland`,
      `${LOCATOR.en}/atlantis`,
      `${LOCATOR.en}/germany/x`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('are in the sitemap with their alternates, and so is the bare locator, not its answers', async () => {
    const sitemap = (await get('/sitemap.xml')).html;
    for (const path of Object.values(LOCATOR)) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).toContain('/en/where-to-buy/germany</loc>');
    expect(sitemap).toContain('/rivenditori-e-assistenza/belgio</loc>');
    expect(sitemap).toMatch(
      /<loc>[^<]*\/en\/where-to-buy\/germany<\/loc>.*?<xhtml:link rel="alternate" hreflang="de" href="[^"]*\/de\/haendler-und-service\/deutschland"/s,
    );
    expect(sitemap).not.toContain('where-to-buy?');
  });
});

describe('links to the locator', () => {
  it('the header of every page has "Where to buy"', async () => {
    for (const [path, target, label] of [
      ['/', LOCATOR.it, it_.Locator.menu],
      ['/en/products', LOCATOR.en, en.Locator.menu],
      ['/de/kontakt', LOCATOR.de, de.Locator.menu],
    ] as const) {
      const { html } = await get(path);
      expect(html, path).toMatch(new RegExp(`<a[^>]*data-locator-link=""[^>]*href="${target}"`));
      expect(html).toContain(label);
    }
  });

  it('a product page leads to the dealers of its family', async () => {
    const { html } = await get('/en/products/voyager-plasma-65');
    expect(html).toContain(`href="${LOCATOR.en}?famiglia=plasma-cutting"`);
    expect(html).toContain(en.Locator.productLink);
    const landed = await get(`${LOCATOR.en}?famiglia=plasma-cutting`);
    expect(landed.html).toMatch(/<option value="plasma-cutting" selected="">/);
    expect(landed.html).toContain('Dealers for Plasma cutting');
  });

  it('the contact and services pages lead to it', async () => {
    expect((await get('/en/contacts')).html).toContain(`href="${LOCATOR.en}"`);
    expect((await get('/de/service')).html).toContain(`href="${LOCATOR.de}?tipo=service"`);
    expect((await get('/servizi')).html).toContain(`href="${LOCATOR.it}?tipo=service"`);
  });

  it('the finder’s and the comparison’s answers lead to it, with the family they share', async () => {
    const finder = await get('/en/products/product-finder?processo=plasma&spessore=15');
    expect(finder.html).toMatch(
      new RegExp(`href="${LOCATOR.en}\\?famiglia=plasma-cutting"[^>]*data-locator-link`),
    );
    const compare = await get('/en/products/compare?p=cruiser-222-ac-dc,voyager-plasma-65');
    expect(compare.html).toMatch(new RegExp(`href="${LOCATOR.en}"[^>]*data-locator-link`));
  });
});
