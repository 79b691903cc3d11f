import { describe, expect, it } from 'vitest';
import type { Blok, Story } from '@/content/types';
import { idsOf, sortedIds } from './expect-helpers';
import { products, uuidOf } from './fixture-products';
import { adapterNames, setUpAdapter, setUpFixtureStore } from './harness';

const storeDir = setUpFixtureStore();

/** The blok of `body` at `index`, with its fields. */
function blokAt(story: Story, index: number): Record<string, unknown> {
  return (story.content.body as Blok[])[index] ?? {};
}

describe.each(adapterNames)(
  'resolve_relations and resolve_links through the %s adapter',
  (name) => {
    const source = setUpAdapter(name, storeDir);

    it('resolves relations into rels and inlines them, as the official client returns', async () => {
      const answer = await source().getStory('prodotti/mig-01', {
        resolve_relations: 'product.related',
      });
      expect(sortedIds(answer.rels)).toEqual([3, 102, 103]);
      expect(answer.rel_uuids).toBeUndefined();
      const related = answer.story.content.related as Story[];
      expect(idsOf(related)).toEqual([102, 103, 3]);
      expect(related[2]).toEqual(answer.rels.find((story) => story.id === 3));
    });

    it('resolves more than 50 relations completely', async () => {
      const answer = await source().getStory('raccolte/tutti', {
        resolve_relations: 'collection.products',
      });
      expect(answer.rels).toHaveLength(60);
      expect(sortedIds(answer.rels)).toEqual(products.map((spec) => spec.id));
      const inlined = answer.story.content.products as Story[];
      expect(inlined.map((story) => story.uuid)).toEqual(products.map((spec) => spec.uuid));
      expect(inlined[59]?.content.title).toBe(products[59]?.name);
    });

    it('resolves relations in the requested language', async () => {
      const answer = await source().getStory('prodotti/mig-01', {
        resolve_relations: 'product.related',
        language: 'en',
      });
      const about = answer.rels.find((story) => story.id === 3);
      expect(about?.full_slug).toBe('en/about-us');
      expect(about?.content.title).toBe('About us');
    });

    it('resolves story links as whole stories with resolve_links=story', async () => {
      const answer = await source().getStory('collegamenti', { resolve_links: 'story' });
      expect(sortedIds(answer.links)).toEqual([3, 101]);
      const linked = answer.links.find((link) => link.uuid === uuidOf(101)) as Story;
      expect(linked.content.title).toBe(products[0]?.name);
      const toProduct = blokAt(answer.story, 0).link as { story?: Story };
      expect(toProduct.story?.uuid).toBe(uuidOf(101));
      expect(toProduct.story?.full_slug).toBe('prodotti/mig-01');
      const toWeb = blokAt(answer.story, 2).link as Record<string, unknown>;
      expect(toWeb).not.toHaveProperty('story');
    });

    it('resolves story links as url summaries with resolve_links=url', async () => {
      const answer = await source().getStory('collegamenti', { resolve_links: 'url' });
      const summary = answer.links.find((link) => link.uuid === uuidOf(101));
      expect(summary).toMatchObject({
        id: 101,
        full_slug: 'prodotti/mig-01',
        name: products[0]?.name,
      });
      expect(summary).not.toHaveProperty('content');
      const about = blokAt(answer.story, 1).link as { story?: { full_slug?: string } };
      expect(about.story?.full_slug).toBe('chi-siamo');
    });

    it('resolves story links as link entries with resolve_links=link', async () => {
      const answer = await source().getStory('collegamenti', { resolve_links: 'link' });
      const entry = answer.links.find((link) => link.uuid === uuidOf(3));
      expect(entry).toMatchObject({ id: 3, slug: 'chi-siamo', name: 'Chi siamo', published: true });
      expect(answer.links).toHaveLength(2);
    });

    it('inlines more than 50 story links', async () => {
      const answer = await source().getStory('raccolte/indice', { resolve_links: 'story' });
      const links = (answer.story.content.body as Blok[]).map(
        (blok) => blok.link as { id: string; story?: Story },
      );
      expect(links).toHaveLength(55);
      for (const link of links) expect(link.story?.uuid).toBe(link.id);
    });

    it('resolves relations for every story of a list', async () => {
      const answer = await source().getStories({
        by_slugs: 'prodotti/mig-01',
        resolve_relations: 'product.related',
      });
      expect(idsOf(answer.stories)).toEqual([101]);
      expect(sortedIds(answer.rels)).toEqual([3, 102, 103]);
      expect(idsOf(answer.stories[0]?.content.related as Story[])).toEqual([102, 103, 3]);
    });
  },
);
