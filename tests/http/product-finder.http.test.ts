import { describe, expect, inject, it } from 'vitest';
import { FINDER, JOBS, queryOf } from '../helpers/finder-jobs';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import it_ from '@/i18n/messages/it.json';

/**
 * The product finder's answers as served: a page for every answer, in the page's
 * language, read from the HTML. Which machines fit each job is the rules' to prove
 * (src/catalogue/finder/jobs.test.ts); here one job is served in three languages.
 */
const baseURL = inject('baseURL');

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

describe('product finder, served', () => {
  it('answers a job with its first machine in it, en and de, and keeps the answer out of the index', async () => {
    const job = JOBS[0]!;
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
