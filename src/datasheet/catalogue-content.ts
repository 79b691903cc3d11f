import { cardFigures, type KeyFigure } from '@/catalogue/key-figures';
import type { ContentSource } from '@/content/source';
import type { Story } from '@/content/types';
import type { Locale } from '@/i18n/routing';

/** A product as a catalogue's card shows it, in one language. */
export interface CatalogueProduct {
  name: string;
  modelCode: string;
  /** The page's path, where the card's name links. */
  path: string;
  image?: { filename: string; alt: string };
  processes: string[];
  /** Its first key figures, as its card in the product list shows them. */
  figures: KeyFigure[];
}

/** A family of the catalogue: its name in the language and its products, in the list's order. */
export interface CatalogueFamily {
  value: string;
  label: string;
  /** The picture of the family's own page (its hero's), for the family's first page. */
  banner?: { filename: string; alt: string };
  products: CatalogueProduct[];
}

/** One language's part of a catalogue. */
export interface CataloguePart {
  locale: Locale;
  families: CatalogueFamily[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function labels(source: ContentSource, datasource: string, locale: Locale) {
  const { datasource_entries } = await source.getDatasourceEntries({
    datasource,
    dimension: locale,
    per_page: 1000,
  });
  return datasource_entries.map((entry) => ({
    value: entry.value,
    label: entry.dimension_value || entry.name,
  }));
}

function productOf(
  story: Story,
  processLabels: ReadonlyMap<string, string>,
  path: string,
): CatalogueProduct {
  const content = story.content as Record<string, unknown>;
  const image = content.image as { filename?: unknown; alt?: unknown } | undefined;
  const processes: unknown[] = Array.isArray(content.processo) ? content.processo : [];
  return {
    name: text(content.name) || story.name,
    modelCode: text(content.model_code),
    path,
    ...(text(image?.filename)
      ? { image: { filename: text(image?.filename), alt: text(image?.alt) } }
      : {}),
    processes: processes.map((value) => processLabels.get(text(value)) ?? text(value)),
    figures: cardFigures(content),
  };
}

/** Every story of `component` in `locale`, in the lists' order (position), page by page. */
async function allOf(source: ContentSource, locale: Locale, component: string): Promise<Story[]> {
  const stories: Story[] = [];
  for (let page = 1; ; page++) {
    const answer = await source.getStories({
      language: locale,
      filter_query: { component: { in: component } },
      sort_by: 'position:asc',
      page,
      per_page: 100,
    });
    stories.push(...answer.stories);
    if (page * answer.perPage >= answer.total) return stories;
  }
}

type Block = Record<string, unknown>;

/** Family -> the hero picture of the page that lists it (a page with that family's product list). */
function familyBanners(pages: Story[]): Map<string, { filename: string; alt: string }> {
  const banners = new Map<string, { filename: string; alt: string }>();
  for (const page of pages) {
    const body = (page.content as { body?: unknown }).body;
    const blocks = (Array.isArray(body) ? body : []) as Block[];
    const family = text(blocks.find((block) => block.component === 'product-listing')?.family);
    const image = blocks.find((block) => block.component === 'hero')?.image as Block | undefined;
    if (family && text(image?.filename) && !banners.has(family)) {
      banners.set(family, { filename: text(image?.filename), alt: text(image?.alt) });
    }
  }
  return banners;
}

/**
 * The catalogue's part in `locale`: every family of the `famiglie` datasource, in its order, with
 * its products in the product list's order (position), read through the content source, so the
 * catalogue cannot disagree with the site. `pathOf` gives a product page's path.
 */
export async function cataloguePart(
  source: ContentSource,
  locale: Locale,
  pathOf: (story: Story) => string,
): Promise<CataloguePart> {
  const [families, processes, products, pages] = await Promise.all([
    labels(source, 'famiglie', locale),
    labels(source, 'processi', locale),
    allOf(source, locale, 'product'),
    allOf(source, locale, 'page'),
  ]);
  const banners = familyBanners(pages);
  const processLabels = new Map(processes.map((entry) => [entry.value, entry.label]));
  return {
    locale,
    families: families
      .map(({ value, label }) => ({
        value,
        label,
        ...(banners.has(value) ? { banner: banners.get(value) } : {}),
        products: products
          .filter((story) => (story.content as Record<string, unknown>).family === value)
          .map((story) => productOf(story, processLabels, pathOf(story))),
      }))
      .filter((family) => family.products.length > 0),
  };
}
