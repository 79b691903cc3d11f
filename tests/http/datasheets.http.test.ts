import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

/**
 * The datasheets (issue 46), read with Debian's PDF tools as a reader's software would read them:
 * qpdf checks the file's structure, poppler's pdfinfo, pdffonts and pdftotext what it says.
 */
const baseURL = inject('baseURL');
const LOCALES = ['it', 'en', 'es', 'fr', 'de'] as const;
type Locale = (typeof LOCALES)[number];
const PRODUCTS = ['cruiser-222-ac-dc', 'pioneer-pulse-403', 'discovery-160'];
const PRODUCT_FOLDER: Record<Locale, string> = {
  it: '/prodotti',
  en: '/en/products',
  es: '/es/productos',
  fr: '/fr/produits',
  de: '/de/produkte',
};
const MAX_BYTES = 300 * 1024;

interface Row {
  label: string;
  [key: `label__i18n__${string}`]: string | undefined;
}
interface ProductStory {
  slug: string;
  content: { name: string; model_code: string; technical_data: Row[] };
}

const story = (slug: string) =>
  JSON.parse(
    readFileSync(path.join('content/stories/prodotti', `${slug}.json`), 'utf8'),
  ) as ProductStory;

/** A row's label as the product page shows it in `locale` (the default's when untranslated). */
const labelIn = (row: Row, locale: Locale) =>
  locale === 'it' ? row.label : (row[`label__i18n__${locale}`] ?? row.label);

const work = mkdtempSync(path.join(tmpdir(), 'fortarc-datasheets-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function tool(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8' });
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('a product’s datasheet', () => {
  for (const slug of PRODUCTS) {
    for (const locale of LOCALES) {
      const address = `${PRODUCT_FOLDER[locale]}/${slug}.pdf`;
      it(`${address} is a sound, tagged, ${locale} PDF with the product's data`, async () => {
        const response = await fetch(baseURL + address);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('content-disposition')).toBe(
          `inline; filename="fortarc-${slug}-${locale}.pdf"`,
        );
        expect(response.headers.get('cache-control')).toMatch(/s-maxage=300/);
        expect(response.headers.get('etag')).toMatch(/^"/);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
        const file = path.join(work, `${slug}-${locale}.pdf`);
        writeFileSync(file, bytes);

        expect(tool('qpdf', ['--check', file])).toMatch(/No syntax or stream encoding errors/);

        const info = tool('pdfinfo', [file]);
        expect(info).toMatch(/^Tagged:\s+yes$/m);
        expect(info).toMatch(/^Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)$/m);
        expect(Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1])).toBeLessThanOrEqual(2);
        const { content } = story(slug);
        expect(/^Title:\s+(.+)$/m.exec(info)?.[1]).toContain(content.name);
        expect(tool('pdfinfo', ['-meta', file])).toContain(
          `<dc:language><rdf:Bag><rdf:li>${locale}</rdf:li></rdf:Bag></dc:language>`,
        );
        // the catalog's /Lang, which a screen reader speaks the document in, and its marks
        const object = (ref: string | undefined) => tool('qpdf', [`--show-object=${ref}`, file]);
        const catalog = object(/\/Root (\d+) 0 R/.exec(object('trailer'))?.[1]);
        expect(catalog).toContain(`/Lang (${locale})`);
        expect(catalog).toMatch(/\/StructTreeRoot \d+ 0 R/);
        const ref = (key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(catalog)?.[1];
        expect(object(ref('MarkInfo'))).toMatch(/\/Marked true/);
        expect(object(ref('ViewerPreferences'))).toMatch(/\/DisplayDocTitle true/);

        const fonts = tool('pdffonts', [file]).trim().split('\n').slice(2);
        expect(fonts.length).toBeGreaterThan(0);
        for (const font of fonts) {
          // name, type..., emb, sub, uni, object, generation: emb is the fifth field from the end
          expect(font.trim().split(/\s+/).at(-5), font).toBe('yes');
        }

        const text = flat(tool('pdftotext', [file, '-']));
        expect(text).toContain(content.model_code);
        let from = 0;
        for (const row of content.technical_data) {
          const at = text.indexOf(flat(labelIn(row, locale)), from);
          expect(at, `${labelIn(row, locale)} after position ${from}`).toBeGreaterThanOrEqual(0);
          from = at;
        }
        const own = new Set(content.technical_data.map((row) => labelIn(row, locale)));
        for (const other of LOCALES.filter((l) => l !== locale)) {
          for (const row of content.technical_data) {
            const label = labelIn(row, other);
            if ([...own].some((mine) => mine.includes(label))) continue;
            expect(text, `${other} label "${label}"`).not.toContain(label);
          }
        }
      });
    }
  }

  it('answers HEAD, and a second GET from its validator', async () => {
    const address = '/en/products/cruiser-222-ac-dc.pdf';
    const head = await fetch(baseURL + address, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/pdf');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const first = await fetch(baseURL + address);
    await first.arrayBuffer();
    const again = await fetch(baseURL + address, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });
});

describe('a .pdf that is no product’s datasheet', () => {
  it.each([
    '/prodotti/no-such-machine.pdf',
    '/en/products/no-such-machine.pdf',
    '/chi-siamo.pdf',
    '/prodotti.pdf',
    '/en/products.pdf',
    '/de/produkte/vergleich.pdf',
    '/en/datasheet/products/cruiser-222-ac-dc',
    '/prodotti/cruiser-222-ac-dc.pdf/x',
  ])('%s gets the site’s 404 page', async (address) => {
    const response = await fetch(baseURL + address, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('leaves the legacy downloads’ redirects as they were', async () => {
    const response = await fetch(baseURL + '/files/download/catalogo-tig-2019.pdf', {
      redirect: 'manual',
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toMatch(/\/download-area$/);
  });
});

describe('where a datasheet is offered', () => {
  it('the product page links it with its real size and language', async () => {
    const html = await (await fetch(baseURL + '/de/produkte/cruiser-222-ac-dc')).text();
    const link = /<a href="(\/de\/produkte\/cruiser-222-ac-dc\.pdf)"[^>]*>(.*?)<\/a>/s.exec(html);
    expect(link).not.toBeNull();
    const text = link![2]!.replace(/<[^>]+>/g, '').replace(/&nbsp;|\s+/g, ' ');
    const kb = Number(/Datenblatt \(PDF, (\d+) kB\)/.exec(text)?.[1]);
    expect(text).toContain('Deutsch');
    const pdf = await fetch(baseURL + link![1]!);
    const size = (await pdf.arrayBuffer()).byteLength;
    expect(kb).toBe(Math.max(1, Math.round(size / 1000)));
  });

  it('the comparison links each product’s datasheet', async () => {
    const html = await (
      await fetch(baseURL + '/en/products/compare?p=pioneer-303,cruiser-222-ac-dc')
    ).text();
    expect(html).toContain('href="/en/products/pioneer-303.pdf"');
    expect(html).toContain('href="/en/products/cruiser-222-ac-dc.pdf"');
  });

  it('the download area lists each product’s datasheet, the other languages beside it, filtered', async () => {
    const page = async (query: string) =>
      (await fetch(`${baseURL}/en/download-area${query}`)).text();
    const one = await page('?type=datasheet&product=cruiser-222-ac-dc');
    expect(one).toContain('href="/en/products/cruiser-222-ac-dc.pdf"');
    for (const other of ['/prodotti', '/es/productos', '/fr/produits', '/de/produkte']) {
      expect(one).toContain(`href="${other}/cruiser-222-ac-dc.pdf"`);
    }
    expect(one).not.toContain('pioneer-303.pdf');
    const all = await page('');
    for (const slug of PRODUCTS) expect(all).toContain(`href="/en/products/${slug}.pdf"`);
    expect(await page('?type=manual')).not.toMatch(/href="\/en\/products\/[^"]+\.pdf"/);
  });
});
