import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hrefFor } from '@/content/href';
import { LocalContentSource } from '@/content/local/local-source';
import type { Story } from '@/content/types';
import { cataloguePart, type CataloguePart } from '@/datasheet/catalogue-content';
import type { Locale } from '@/i18n/routing';

/**
 * The general catalogues of the download area are drawn from the products
 * (`npm run content:catalogues`): each committed file holds every product of the content, by
 * family, in each of its languages. A product added, renamed or moved makes this fail until the
 * files are drawn again. poppler's pdfinfo and pdftotext read them.
 */
interface Catalogue {
  story: Story;
  file: string;
  locales: Locale[];
  parts: CataloguePart[];
}

const catalogues: Catalogue[] = [];

beforeAll(async () => {
  const source = await LocalContentSource.open('content');
  const { stories } = await source.getStories({
    filter_query: { component: { in: 'download' }, download_type: { in: 'catalogue' } },
    per_page: 100,
  });
  for (const story of stories) {
    const content = story.content as unknown as {
      products?: string[];
      languages: Locale[];
      file: { filename: string };
    };
    if (content.products && content.products.length > 0) continue;
    catalogues.push({
      story,
      file: path.join('public', content.file.filename),
      locales: content.languages,
      parts: await Promise.all(
        content.languages.map((locale) =>
          cataloguePart(source, locale, (product) => hrefFor(product, locale)),
        ),
      ),
    });
  }
}, 60_000);

const pdf = (command: string, file: string) =>
  execFileSync(command, [file, ...(command === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });

describe('the general catalogues', () => {
  it('are two: Italian and English, German, French and Spanish', () => {
    expect(catalogues.map((catalogue) => catalogue.locales)).toEqual(
      expect.arrayContaining([
        ['it', 'en'],
        ['de', 'fr', 'es'],
      ]),
    );
  });

  it('have a cover, a page per family and language at least, and a back cover; tagged', () => {
    for (const { file, parts } of catalogues) {
      const info = pdf('pdfinfo', file);
      const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
      const families = parts.reduce((sum, part) => sum + part.families.length, 0);
      expect(families, file).toBeGreaterThanOrEqual(3 * parts.length);
      expect(pages, file).toBeGreaterThanOrEqual(families + 2);
      expect(info, file).toMatch(/^Tagged:\s+yes/m);
    }
  });

  it('name every product with its model code and key figures, by family, in each language', () => {
    for (const { file, parts } of catalogues) {
      const text = pdf('pdftotext', file).replace(/\s+/g, ' ');
      for (const part of parts) {
        expect(part.families.flatMap((family) => family.products)).toHaveLength(30);
        for (const family of part.families) {
          expect(text, `${file} ${part.locale}`).toContain(family.label);
          for (const product of family.products) {
            expect(text, file).toContain(product.name);
            expect(text, file).toContain(product.modelCode);
            for (const figure of product.figures) {
              expect(text, `${file} ${product.name}`).toContain(figure.label);
            }
          }
        }
      }
    }
  });

  it('are listed with their own size', () => {
    for (const { story, file } of catalogues) {
      const size = (story.content as unknown as { file_size_kb: string }).file_size_kb;
      expect(Number(size), file).toBe(Math.ceil(statSync(file).size / 1024));
      // a real catalogue with pictures, not a stub
      expect(statSync(file).size, file).toBeGreaterThan(200 * 1024);
    }
  });
});
