import { describe, expect, it } from 'vitest';
import { isNotFound } from '@/content/errors';
import { expectContentError } from './expect-helpers';
import { productNamed, uuidOf } from './fixture-products';
import { adapterNames, setUpAdapter, setUpFixtureStore } from './harness';

const storeDir = setUpFixtureStore();

describe.each(adapterNames)('cdn/stories/{slug|id|uuid} through the %s adapter', (name) => {
  const source = setUpAdapter(name, storeDir);
  const mig01 = productNamed('mig-01');

  it('finds a story by full slug in the default language', async () => {
    const { story } = await source().getStory('prodotti/mig-01');
    expect(story).toMatchObject({
      id: 101,
      uuid: uuidOf(101),
      name: mig01.name,
      slug: 'mig-01',
      full_slug: 'prodotti/mig-01',
      default_full_slug: 'prodotti/mig-01',
      lang: 'default',
      tag_list: [],
      is_startpage: false,
      parent_id: 2,
    });
    expect(story.content).toMatchObject({ component: 'product', title: mig01.name });
    expect(Object.keys(story.content).some((key) => key.includes('__i18n__'))).toBe(false);
  });

  it('finds a story by id and by uuid with find_by=uuid', async () => {
    const byId = await source().getStory('101');
    expect(byId.story.full_slug).toBe('prodotti/mig-01');
    const byUuid = await source().getStory(uuidOf(101), { find_by: 'uuid' });
    expect(byUuid.story.id).toBe(101);
  });

  it('finds a folder start page by its slug with the trailing slash', async () => {
    const { story } = await source().getStory('prodotti/');
    expect(story).toMatchObject({ id: 2, is_startpage: true, full_slug: 'prodotti/' });
  });

  it('answers 404 for an unknown story', async () => {
    const error = await expectContentError(source().getStory('prodotti/missing'), 404);
    expect(isNotFound(error)).toBe(true);
  });

  it('translates fields and the slug with language', async () => {
    const { story } = await source().getStory('prodotti/mig-01', { language: 'en' });
    expect(story).toMatchObject({
      full_slug: 'en/products/mig-01',
      default_full_slug: 'prodotti/mig-01',
      lang: 'en',
    });
    expect(story.content.title).toBe(mig01.englishTitle);
  });

  it('finds a story by its translated path with the language prefix', async () => {
    const { story } = await source().getStory('en/products/mig-01');
    expect(story).toMatchObject({ id: 101, lang: 'en', full_slug: 'en/products/mig-01' });
    expect(story.content.title).toBe(mig01.englishTitle);
  });

  it('falls back to the default language for untranslated and blank fields', async () => {
    const spanish = await source().getStory('prodotti/tig-32', { language: 'es' });
    expect(spanish.story.lang).toBe('es');
    expect(spanish.story.full_slug).toBe('es/prodotti/tig-32');
    expect(spanish.story.content.title).toBe(productNamed('tig-32').name);
    const french = await source().getStory('prodotti/mig-01', { language: 'fr' });
    expect(french.story.content.title).toBe(mig01.name);
  });

  it('drops root content fields with excluding_fields', async () => {
    const { story } = await source().getStory('prodotti/mig-01', { excluding_fields: 'body,seo' });
    expect(story.content).not.toHaveProperty('body');
    expect(story.content).not.toHaveProperty('seo');
    expect(story.content.title).toBe(mig01.name);
  });

  it('answers published content by default and the draft with version=draft', async () => {
    const published = await source().getStory('notizie/lancio');
    expect(published.story.name).toBe('Lancio');
    expect(published.story.content.title).toBe('Titolo pubblicato');
    const draft = await source().getStory('notizie/lancio', { version: 'draft' });
    expect(draft.story.name).toBe('Lancio (bozza)');
    expect(draft.story.content.title).toBe('Titolo bozza');
  });

  it('shows a never published story only in the draft version', async () => {
    await expectContentError(source().getStory('notizie/anteprima'), 404);
    const draft = await source().getStory('notizie/anteprima', { version: 'draft' });
    expect(draft.story.content.title).toBe('Anteprima');
  });
});
