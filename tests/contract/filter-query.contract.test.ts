import { describe, expect, it } from 'vitest';
import type { FilterQuery } from '@/content/source';
import { expectContentError, productIds, sortedIds } from './expect-helpers';
import type { ProductSpec } from './fixture-products';
import { adapterNames, setUpAdapter, setUpFixtureStore } from './harness';

const storeDir = setUpFixtureStore();

/** One row per operator: the filter on products and which products it must select. */
const cases: Array<[string, FilterQuery, (spec: ProductSpec) => boolean]> = [
  ['is empty (blank or missing)', { subtitle: { is: 'empty' } }, (p) => !p.subtitle],
  ['is not_empty', { subtitle: { is: 'not_empty' } }, (p) => !!p.subtitle],
  ['is empty_array', { accessories: { is: 'empty_array' } }, (p) => p.accessories.length === 0],
  [
    'is not_empty_array',
    { accessories: { is: 'not_empty_array' } },
    (p) => p.accessories.length > 0,
  ],
  ['is true', { featured: { is: 'true' } }, (p) => p.featured],
  ['is false', { featured: { is: 'false' } }, (p) => !p.featured],
  ['is null', { discontinued: { is: 'null' } }, (p) => p.discontinued === null],
  ['is not_null', { discontinued: { is: 'not_null' } }, (p) => p.discontinued !== null],
  ['in with a comma list', { family: { in: 'mig,tig' } }, (p) => p.family !== 'plasma'],
  ['not_in', { family: { not_in: 'mig' } }, (p) => p.family !== 'mig'],
  ['like with a trailing *', { title: { like: 'Saldatrice*' } }, (p) => p.family !== 'plasma'],
  ['like with * on both sides', { title: { like: '*Zephyr*' } }, (p) => p.name.includes('Zephyr')],
  ['not_like', { title: { not_like: 'Saldatrice*' } }, (p) => p.family === 'plasma'],
  [
    'any_in_array',
    { materials: { any_in_array: 'copper,aluminium' } },
    (p) => p.materials.includes('copper') || p.materials.includes('aluminium'),
  ],
  [
    'all_in_array',
    { materials: { all_in_array: 'steel,stainless' } },
    (p) => p.materials.includes('steel') && p.materials.includes('stainless'),
  ],
  [
    'gt_date',
    { release_date: { gt_date: '2025-06-01 00:00' } },
    (p) => p.releaseDate > '2025-06-01 00:00',
  ],
  [
    'lt_date',
    { release_date: { lt_date: '2025-03-01 12:00' } },
    (p) => p.releaseDate < '2025-03-01 12:00',
  ],
  ['gt_int', { price: { gt_int: '5000' } }, (p) => p.price > 5000],
  ['lt_int', { price: { lt_int: '2000' } }, (p) => p.price < 2000],
  ['gt_float', { weight: { gt_float: '80.5' } }, (p) => p.weight > 80.5],
  ['lt_float', { weight: { lt_float: '10.25' } }, (p) => p.weight < 10.25],
  [
    'several fields (AND)',
    { family: { in: 'plasma' }, price: { gt_int: '5000' } },
    (p) => p.family === 'plasma' && p.price > 5000,
  ],
  [
    'several operators on one field (AND)',
    { price: { gt_int: '2000', lt_int: '6000' } },
    (p) => p.price > 2000 && p.price < 6000,
  ],
  [
    '__or across fields',
    { __or: [{ family: { in: 'tig' } }, { featured: { is: 'true' } }] },
    (p) => p.family === 'tig' || p.featured,
  ],
  [
    '__or on the same field',
    { __or: [{ family: { in: 'mig' } }, { family: { in: 'tig' } }] },
    (p) => p.family !== 'plasma',
  ],
  [
    '__or together with a plain filter',
    { __or: [{ family: { in: 'tig' } }, { featured: { is: 'true' } }], price: { lt_int: '5000' } },
    (p) => (p.family === 'tig' || p.featured) && p.price < 5000,
  ],
  [
    'a dot path into a nested object',
    { 'seo.title': { in: 'SEO Saldatrice mig 01' } },
    (p) => p.n === 1,
  ],
  [
    'a dot path into the first blok',
    { 'body.0.name': { in: 'Inverter' } },
    (p) => p.bodyName === 'Inverter',
  ],
];

describe.each(adapterNames)('cdn/stories filter_query through the %s adapter', (name) => {
  const source = setUpAdapter(name, storeDir);

  it.each(cases)('%s', async (_label, filter_query, expected) => {
    const answer = await source().getStories({
      content_type: 'product',
      per_page: 100,
      filter_query,
    });
    const ids = productIds(expected);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(60);
    expect(sortedIds(answer.stories)).toEqual(ids);
    expect(answer.total).toBe(ids.length);
  });

  it('filters on component like a content field', async () => {
    const answer = await source().getStories({
      filter_query: { component: { in: 'accessory,collection' } },
    });
    expect(sortedIds(answer.stories)).toEqual([5, 201, 202]);
  });

  it('rejects an unknown operator with 400', async () => {
    const error = await expectContentError(
      source().getStories({ filter_query: { family: { near: 'mig' } } }),
      400,
    );
    expect(error.message).toContain('near');
  });
});
