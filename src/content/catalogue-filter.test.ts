import { beforeAll, describe, expect, it } from 'vitest';
import { loadStoreFiles } from './local/load';
import { LocalContentSource } from './local/local-source';
import { parseQuery } from './server/parse-query';
import type { StoriesParams } from './source';

/**
 * Spec section 2, "Product list filters": a products URL's query, read as the content API reads it,
 * returns exactly the products of the demo content tagged with any of the values asked for.
 */

interface ProductFacts {
  slug: string;
  materiale: string[];
  processo: string[];
}

let source: LocalContentSource;
let products: ProductFacts[];

beforeAll(async () => {
  source = await LocalContentSource.open('content');
  const files = await loadStoreFiles('content');
  products = files.stories
    .filter(({ story }) => story.content.component === 'product' && story.published_at !== null)
    .map(({ story }) => ({
      slug: story.slug,
      materiale: (story.content.materiale as string[] | undefined) ?? [],
      processo: (story.content.processo as string[] | undefined) ?? [],
    }));
});

async function slugsFor(search: string): Promise<string[]> {
  const params = parseQuery(search) as StoriesParams;
  const { stories } = await source.getStories({
    ...params,
    content_type: 'product',
    per_page: 100,
  });
  return stories.map((story) => story.slug).sort();
}

function expected(materials: string[], processes: string[]): string[] {
  return products
    .filter((p) => materials.length === 0 || p.materiale.some((m) => materials.includes(m)))
    .filter((p) => processes.length === 0 || p.processo.some((v) => processes.includes(v)))
    .map((p) => p.slug)
    .sort();
}

describe('the product filters of the demo catalogue', () => {
  it('has at least 24 products, several for every material and every process', async () => {
    expect(products.length).toBeGreaterThanOrEqual(24);
    const materials = await source.getDatasourceEntries({ datasource: 'materiali' });
    const processes = await source.getDatasourceEntries({ datasource: 'processi' });
    for (const { value } of materials.datasource_entries) {
      expect(expected([value], []).length, value).toBeGreaterThanOrEqual(3);
    }
    for (const { value } of processes.datasource_entries) {
      expect(expected([], [value]).length, value).toBeGreaterThanOrEqual(3);
    }
  });

  it('returns the products with either material', async () => {
    const slugs = await slugsFor('filter_query[materiale][any_in_array]=alluminio,leghe-di-rame');
    expect(slugs).toEqual(expected(['alluminio', 'leghe-di-rame'], []));
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.length).toBeLessThan(products.length);
  });

  it('combines a material and a process filter (any value of each, both filters)', async () => {
    const slugs = await slugsFor(
      'filter_query[materiale][any_in_array]=leghe-di-nichel&filter_query[processo][any_in_array]=tig-ac-dc,mig-mag-pulsato',
    );
    expect(slugs).toEqual(expected(['leghe-di-nichel'], ['tig-ac-dc', 'mig-mag-pulsato']));
    expect(slugs.length).toBeGreaterThan(0);
  });

  it('returns nothing for a combination no product has', async () => {
    const none =
      'filter_query[materiale][any_in_array]=leghe-di-rame&filter_query[processo][any_in_array]=multiprocesso';
    expect(expected(['leghe-di-rame'], ['multiprocesso'])).toEqual([]);
    expect(await slugsFor(none)).toEqual([]);
  });

  it('narrows by search term as well', async () => {
    const slugs = await slugsFor(
      'search_term=voyager&filter_query[materiale][any_in_array]=leghe-di-rame',
    );
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.every((slug) => slug.startsWith('voyager'))).toBe(true);
  });
});
