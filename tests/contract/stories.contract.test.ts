import { describe, expect, it } from 'vitest';
import { expectWhole, idsOf, productIds, productOrder, sortedIds } from './expect-helpers';
import { products, uuidOf } from './fixture-products';
import { adapterNames, setUpAdapter, setUpFixtureStore } from './harness';

const storeDir = setUpFixtureStore();
/** Published stories of the fixture: 60 products and 9 other stories. */
const PUBLISHED_TOTAL = 69;

describe.each(adapterNames)('cdn/stories selection through the %s adapter', (name) => {
  const source = setUpAdapter(name, storeDir);

  it('lists a folder with starts_with, published by default and with drafts on request', async () => {
    const published = await source().getStories({ starts_with: 'notizie/' });
    expect(idsOf(published.stories)).toEqual([7]);
    expect(published.stories[0]?.content.title).toBe('Titolo pubblicato');
    const draft = await source().getStories({ starts_with: 'notizie/', version: 'draft' });
    expect(sortedIds(draft.stories)).toEqual([7, 8]);
    const launch = draft.stories.find((story) => story.id === 7);
    expect(launch?.content.title).toBe('Titolo bozza');
  });

  it('lists a nested folder with starts_with', async () => {
    const answer = await source().getStories({ starts_with: 'prodotti/accessori/' });
    expect(sortedIds(answer.stories)).toEqual([201, 202]);
  });

  it('selects full slugs with by_slugs, with a * wildcard', async () => {
    const listed = await source().getStories({ by_slugs: 'prodotti/mig-01,chi-siamo' });
    expect(sortedIds(listed.stories)).toEqual([3, 101]);
    const wildcard = await source().getStories({ by_slugs: 'prodotti/accessori/*,home' });
    expect(sortedIds(wildcard.stories)).toEqual([1, 201, 202]);
  });

  it('leaves out full slugs with excluding_slugs, with a * wildcard', async () => {
    const answer = await source().getStories({
      content_type: 'product',
      excluding_slugs: 'prodotti/mig-*,prodotti/tig-*',
    });
    expect(sortedIds(answer.stories)).toEqual(productIds((spec) => spec.family === 'plasma'));
    expectWhole(answer);
    const drafts = await source().getStories({
      version: 'draft',
      starts_with: 'notizie/',
      excluding_slugs: 'notizie/anteprima',
    });
    expect(idsOf(drafts.stories)).toEqual([7]);
  });

  it('selects uuids with by_uuids, and keeps their order with by_uuids_ordered', async () => {
    const uuids = [uuidOf(105), uuidOf(101), uuidOf(3)].join(',');
    const any = await source().getStories({ by_uuids: uuids });
    expect(sortedIds(any.stories)).toEqual([3, 101, 105]);
    const ordered = await source().getStories({ by_uuids_ordered: uuids });
    expect(idsOf(ordered.stories)).toEqual([105, 101, 3]);
  });

  it('selects any of several tags with with_tag', async () => {
    const answer = await source().getStories({ with_tag: 'corporate,new', per_page: 100 });
    const tagged = productIds((spec) => spec.tags.includes('new'));
    expect(sortedIds(answer.stories)).toEqual([3, ...tagged]);
  });

  it('selects or leaves out folder start pages with is_startpage', async () => {
    const startPages = await source().getStories({ is_startpage: true });
    expect(idsOf(startPages.stories)).toEqual([2]);
    const others = await source().getStories({ is_startpage: false, per_page: 1 });
    expect(others.total).toBe(PUBLISHED_TOTAL - 1);
  });

  it('selects one component with content_type', async () => {
    const answer = await source().getStories({ content_type: 'accessory' });
    expect(sortedIds(answer.stories)).toEqual([201, 202]);
  });

  it('selects a folder depth with level', async () => {
    const nested = await source().getStories({ level: 3 });
    expect(sortedIds(nested.stories)).toEqual([201, 202]);
    const root = await source().getStories({ level: 1, is_startpage: false });
    expect(sortedIds(root.stories)).toEqual([1, 3, 4]);
  });

  it('finds stories mentioning a term with search_term', async () => {
    const answer = await source().getStories({ search_term: 'zephyr', sort_by: 'name:asc' });
    expect(idsOf(answer.stories)).toEqual([112, 124, 136, 148, 160]);
  });
});

describe.each(adapterNames)('cdn/stories order and pages through the %s adapter', (name) => {
  const source = setUpAdapter(name, storeDir);
  const all = { content_type: 'product', per_page: 100 } as const;

  it('sorts a content field as text by default and as a number with :int', async () => {
    const asText = await source().getStories({ ...all, sort_by: 'content.price:asc' });
    expect(idsOf(asText.stories)).toEqual(
      productOrder((a, b) => String(a.price).localeCompare(String(b.price))),
    );
    const asInt = await source().getStories({ ...all, sort_by: 'content.price:asc:int' });
    expect(idsOf(asInt.stories)).toEqual(productOrder((a, b) => a.price - b.price));
  });

  it('sorts a content field as a float, descending', async () => {
    const answer = await source().getStories({ ...all, sort_by: 'content.weight:desc:float' });
    expect(idsOf(answer.stories)).toEqual(productOrder((a, b) => b.weight - a.weight));
  });

  it('sorts by root properties', async () => {
    const byName = await source().getStories({ ...all, sort_by: 'name:desc' });
    expect(idsOf(byName.stories)).toEqual(productOrder((a, b) => b.name.localeCompare(a.name)));
    const byCreation = await source().getStories({ ...all, sort_by: 'created_at:desc' });
    expect(idsOf(byCreation.stories)).toEqual(productOrder((a, b) => b.n - a.n));
  });

  it('sorts by several keys in turn', async () => {
    const answer = await source().getStories({
      ...all,
      sort_by: 'content.family:asc,content.price:desc:int',
    });
    expect(idsOf(answer.stories)).toEqual(
      productOrder((a, b) => a.family.localeCompare(b.family) || b.price - a.price),
    );
  });

  it('pages 25 stories by default and reports total and perPage', async () => {
    const answer = await source().getStories({ content_type: 'product' });
    expect(answer.stories).toHaveLength(25);
    expect(answer).toMatchObject({ total: 60, perPage: 25 });
  });

  it('caps per_page at 100', async () => {
    const answer = await source().getStories({ per_page: 200 });
    expect(answer.perPage).toBe(100);
    expect(answer.stories).toHaveLength(PUBLISHED_TOTAL);
  });

  it('pages with page, and answers an empty list past the last page', async () => {
    const order = productOrder((a, b) => a.price - b.price);
    const query = { content_type: 'product', sort_by: 'content.price:asc:int', per_page: 25 };
    const third = await source().getStories({ ...query, page: 3 });
    expect(idsOf(third.stories)).toEqual(order.slice(50));
    expect(third).toMatchObject({ total: 60, perPage: 25 });
    const past = await source().getStories({ ...query, page: 4 });
    expect(past.stories).toEqual([]);
    expect(past.total).toBe(60);
  });

  it('translates every story of a list with language', async () => {
    const answer = await source().getStories({
      by_uuids_ordered: `${uuidOf(101)},${uuidOf(131)}`,
      language: 'es',
    });
    expect(answer.stories.map((story) => story.full_slug)).toEqual([
      'es/productos/mig-01',
      'es/prodotti/mig-31',
    ]);
    expect(answer.stories.map((story) => story.content.title)).toEqual([
      products[0]?.spanishTitle,
      products[30]?.name,
    ]);
  });

  it('drops root content fields of every story with excluding_fields', async () => {
    const answer = await source().getStories({ ...all, per_page: 3, excluding_fields: 'body,seo' });
    expect(answer.stories).toHaveLength(3);
    for (const story of answer.stories) {
      expect(story.content).not.toHaveProperty('body');
      expect(story.content).not.toHaveProperty('seo');
      expect(story.content).toHaveProperty('price');
    }
  });
});
