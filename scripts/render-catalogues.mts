// Writes the general catalogues of the download area (public/assets/downloads/*.pdf) from the
// products of the embedded content, and their stories' file sizes: `npm run content:catalogues`.
// Run it after changing products; tests/unit/demo-catalogues.test.ts fails when a file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { hrefFor } from '../src/content/href';
import { LocalContentSource } from '../src/content/local/local-source';
import type { Story } from '../src/content/types';
import { cataloguePart } from '../src/datasheet/catalogue-content';
import { renderCatalogue, type CatalogueTexts } from '../src/datasheet/render-catalogue';
import type { Locale } from '../src/i18n/routing';
import {
  CATALOGUE_INTRO,
  CATALOGUE_SERVICE,
  CATALOGUE_SUBTITLE,
  CATALOGUE_TITLE,
  P,
} from './demo-assets/render-pdfs-docs.mjs';

type Phrase = Record<Locale, string>;
const WEBSITE = 'www.fortarc.example';
/**
 * Each catalogue's cover picture, one scene each, so the two do not look alike side by side in
 * the download list (the story's own image is the PDF's first page: render-covers.mjs).
 */
const COVER_PICTURES: Record<string, string> = {
  'fortarc-general-catalogue-2026-it-en.pdf': '/assets/images/1920x1080/scenes/factory-line.jpg',
  'fortarc-general-catalogue-2026-de-fr-es.pdf': '/assets/images/1920x1080/scenes/workshop.jpg',
};

/** The general catalogues: catalogue downloads about no product in particular. */
export async function generalCatalogues(source: LocalContentSource): Promise<Story[]> {
  const { stories } = await source.getStories({
    filter_query: { component: { in: 'download' }, download_type: { in: 'catalogue' } },
    per_page: 100,
  });
  return stories.filter((story) => {
    const products = (story.content as { products?: unknown[] }).products;
    return !products || products.length === 0;
  });
}

async function texts(locale: Locale): Promise<CatalogueTexts> {
  const messages = JSON.parse(await readFile(`src/i18n/messages/${locale}.json`, 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const language = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return {
    title: (CATALOGUE_TITLE as Phrase)[locale],
    subtitle: (CATALOGUE_SUBTITLE as Phrase)[locale],
    intro: (CATALOGUE_INTRO as Phrase)[locale],
    service: (CATALOGUE_SERVICE as Phrase)[locale],
    language: language.charAt(0).toLocaleUpperCase(locale) + language.slice(1),
    contents: (P.contents as Phrase)[locale],
    contacts: messages.Datasheet!.contacts!,
    pageOf: messages.Datasheet!.pageOf!,
    vat: messages.Footer!.vat!,
  };
}

/** A picture of the site as a JPEG `width` pixels wide, on white: 1200 for the page's width (the
 * cover, a family's banner), 320 for a card's 88 points (about 200 dpi in print). */
async function picture(filename: string, width: number): Promise<Buffer> {
  return sharp(await readFile(path.join('public', filename)))
    .resize({ width, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 76 })
    .toBuffer();
}

async function main() {
  const source = await LocalContentSource.open('content');
  for (const story of await generalCatalogues(source)) {
    const content = story.content as { languages: Locale[]; file: { filename: string } };
    const cover = COVER_PICTURES[path.basename(content.file.filename)];
    const locales = content.languages;
    const parts = await Promise.all(
      locales.map((locale) => cataloguePart(source, locale, (product) => hrefFor(product, locale))),
    );
    const families = parts.flatMap((part) => part.families);
    const images = new Map<string, Buffer>();
    for (const family of families) {
      for (const product of family.products) {
        const filename = product.image?.filename;
        if (filename && !images.has(filename)) images.set(filename, await picture(filename, 320));
      }
      const banner = family.banner?.filename;
      if (banner && !images.has(banner)) images.set(banner, await picture(banner, 1200));
    }
    const global = (await source.getStory('global', { language: locales[0] })).story.content as {
      company_name: string;
      address: string;
      phone: string;
      email: string;
      vat_number: string;
    };
    const bytes = await renderCatalogue({
      parts,
      texts: Object.fromEntries(await Promise.all(locales.map(async (l) => [l, await texts(l)]))),
      company: {
        name: global.company_name,
        address: global.address,
        phone: global.phone,
        email: global.email,
        website: WEBSITE,
        vatNumber: global.vat_number,
      },
      ...(cover ? { cover: await picture(cover, 1200) } : {}),
      images,
      date: new Date(story.published_at ?? story.created_at),
    });
    const file = path.join('public', content.file.filename);
    await writeFile(file, bytes);
    // the story says the file's size, in kB as the download list shows it
    const storyFile = path.join('content/stories', `${story.full_slug}.json`);
    const text = await readFile(storyFile, 'utf8');
    const sized = text.replace(
      /"file_size_kb": "\d+"/,
      `"file_size_kb": "${Math.ceil(bytes.length / 1024)}"`,
    );
    if (sized !== text) await writeFile(storyFile, sized);
    console.log(`${file}\t${Math.ceil(bytes.length / 1024)} kB\t${locales.join(', ')}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await main();
}
