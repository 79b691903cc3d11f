import { describe, expect, it } from 'vitest';
import { expectContentError } from './expect-helpers';
import { uuidOf } from './fixture-products';
import { adapterNames, setUpAdapter, setUpFixtureStore } from './harness';

const storeDir = setUpFixtureStore();

describe.each(adapterNames)(
  'cdn/links and cdn/datasource_entries through the %s adapter',
  (name) => {
    const source = setUpAdapter(name, storeDir);

    it('lists link entries keyed by uuid, 25 per page by default', async () => {
      const answer = await source().getLinks();
      expect(answer).toMatchObject({ total: 69, perPage: 25 });
      expect(Object.keys(answer.links)).toHaveLength(25);
      for (const [uuid, link] of Object.entries(answer.links)) expect(link.uuid).toBe(uuid);
    });

    it('describes a story as a link entry with its translated paths', async () => {
      const answer = await source().getLinks({ starts_with: 'prodotti/', per_page: 1000 });
      expect(answer.total).toBe(63);
      expect(answer.links[uuidOf(2)]).toMatchObject({
        id: 2,
        slug: 'prodotti/',
        name: 'Prodotti',
        is_startpage: true,
        published: true,
      });
      expect(answer.links[uuidOf(2)]?.alternates).toContainEqual(
        expect.objectContaining({ lang: 'en', path: 'products' }),
      );
    });

    it('lists unpublished stories only in the draft version', async () => {
      const published = await source().getLinks({ starts_with: 'notizie/' });
      expect(Object.keys(published.links)).toEqual([uuidOf(7)]);
      const draft = await source().getLinks({ starts_with: 'notizie/', version: 'draft' });
      expect(Object.keys(draft.links).sort()).toEqual([uuidOf(7), uuidOf(8)]);
      expect(draft.links[uuidOf(8)]?.published).toBe(false);
    });

    it('pages links with page and per_page', async () => {
      const answer = await source().getLinks({ per_page: 50, page: 2 });
      expect(answer).toMatchObject({ total: 69, perPage: 50 });
      expect(Object.keys(answer.links)).toHaveLength(19);
    });

    it('answers datasource entries with the value of a dimension', async () => {
      const english = await source().getDatasourceEntries({
        datasource: 'colori',
        dimension: 'en',
      });
      expect(english.datasource_entries).toEqual([
        { id: 1, name: 'Rosso', value: 'red', dimension_value: 'Red' },
        { id: 2, name: 'Blu', value: 'blue', dimension_value: 'Blue' },
        { id: 3, name: 'Verde', value: 'green', dimension_value: 'Green' },
      ]);
      expect(english).toMatchObject({ total: 3 });
      const german = await source().getDatasourceEntries({ datasource: 'colori', dimension: 'de' });
      expect(german.datasource_entries.map((entry) => entry.dimension_value)).toEqual([
        'Rot',
        null,
        'Grün',
      ]);
      const plain = await source().getDatasourceEntries({ datasource: 'colori' });
      expect(plain.datasource_entries.every((entry) => entry.dimension_value === null)).toBe(true);
    });

    it('pages datasource entries, 25 by default', async () => {
      const first = await source().getDatasourceEntries({ datasource: 'taglie' });
      expect(first.datasource_entries).toHaveLength(25);
      expect(first).toMatchObject({ total: 30, perPage: 25 });
      const second = await source().getDatasourceEntries({ datasource: 'taglie', page: 2 });
      expect(second.datasource_entries.map((entry) => entry.value)).toEqual([
        'size-26',
        'size-27',
        'size-28',
        'size-29',
        'size-30',
      ]);
    });

    it('answers 404 for an unknown datasource', async () => {
      await expectContentError(source().getDatasourceEntries({ datasource: 'missing' }), 404);
    });
  },
);
