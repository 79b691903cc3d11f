import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../errors';
import { LocalContentSource } from './local-source';

const space = { name: 'Test', default_language: 'it', language_codes: ['en', 'de'] };

function storyFile(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    uuid: '6f1c1b9e-5f0e-4c39-9d6a-0b7c1c0a0001',
    name: 'Prodotti',
    slug: 'prodotti',
    full_slug: 'prodotti/',
    is_startpage: true,
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-01T00:00:00.000Z',
    first_published_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    translated_slugs: [{ lang: 'en', path: 'products', name: 'Products' }],
    content: {
      component: 'page',
      _uid: 'p1',
      title: 'Titolo',
      title__i18n__en: 'Title',
      intro: 'Solo italiano',
      intro__i18n__en: '',
      body: [{ component: 'hero', _uid: 'h1', headline: 'Ciao', headline__i18n__de: 'Hallo' }],
    },
    ...overrides,
  };
}

async function store(stories: Record<string, unknown>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'store-'));
  await mkdir(path.join(root, 'stories'), { recursive: true });
  await writeFile(path.join(root, 'space.json'), JSON.stringify(space));
  for (const [name, data] of Object.entries(stories)) {
    const file = path.join(root, 'stories', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, typeof data === 'string' ? data : JSON.stringify(data));
  }
  return root;
}

describe('local store validation', () => {
  it('rejects a story file that is not JSON, naming the file', async () => {
    const root = await store({ 'broken.json': '{ "id": 1,' });
    await expect(LocalContentSource.open(root)).rejects.toThrow(
      new RegExp(`${path.join(root, 'stories', 'broken.json')}: .*JSON`),
    );
  });

  it('rejects a story that breaks the schema, naming the file and the field', async () => {
    const root = await store({ 'bad.json': storyFile({ uuid: 'not-a-uuid', position: 'first' }) });
    const failure = LocalContentSource.open(root);
    await expect(failure).rejects.toThrow(path.join(root, 'stories', 'bad.json'));
    await expect(failure).rejects.toThrow(/uuid: .*position: /);
  });

  it('rejects a block without a component name', async () => {
    const root = await store({ 'a.json': storyFile({ content: { _uid: 'x' } }) });
    await expect(LocalContentSource.open(root)).rejects.toThrow(/a\.json: content\.component/);
  });

  it('rejects two stories with the same path in a language, naming both files', async () => {
    const second = storyFile({
      id: 2,
      uuid: '6f1c1b9e-5f0e-4c39-9d6a-0b7c1c0a0002',
      slug: 'altro',
      full_slug: 'altro',
      is_startpage: false,
    });
    const root = await store({ 'a.json': storyFile(), 'b.json': second });
    await expect(LocalContentSource.open(root)).rejects.toThrow(
      /b\.json: the en path "products" is also used by .*a\.json/,
    );
  });

  it('rejects a translated slug in a language the space does not have', async () => {
    const root = await store({
      'a.json': storyFile({ translated_slugs: [{ lang: 'pt', path: 'produtos' }] }),
    });
    await expect(LocalContentSource.open(root)).rejects.toThrow(/a\.json: .*"pt"/);
  });

  it('loads the demo content of the repository', async () => {
    const source = await LocalContentSource.open('content');
    const { total } = await source.getStories({ per_page: 1 });
    expect(total).toBeGreaterThan(3);
  });
});

describe('local store answers', () => {
  async function open() {
    return LocalContentSource.open(await store({ 'prodotti/index.json': storyFile() }));
  }

  it('finds a story by default slug, with or without the trailing slash', async () => {
    const source = await open();
    expect((await source.getStory('prodotti/')).story.name).toBe('Prodotti');
    expect((await source.getStory('prodotti')).story.lang).toBe('default');
  });

  it('finds a story by translated slug with a language prefix and translates its fields', async () => {
    const { story } = await (await open()).getStory('en/products');
    expect(story).toMatchObject({
      name: 'Products',
      lang: 'en',
      full_slug: 'en/products/',
      default_full_slug: 'prodotti/',
      slug: 'products',
    });
    expect(story.content.title).toBe('Title');
    expect(story.content).not.toHaveProperty('title__i18n__en');
  });

  it('falls back to the default language for untranslated and blank fields, nested blocks too', async () => {
    const { story } = await (await open()).getStory('prodotti', { language: 'de' });
    expect(story.content.intro).toBe('Solo italiano');
    const en = await (await open()).getStory('products', { language: 'en' });
    expect(en.story.content.intro).toBe('Solo italiano');
    const { story: de } = await (await open()).getStory('prodotti', { language: 'de' });
    expect((de.content.body as Array<{ headline: string }>)[0]?.headline).toBe('Hallo');
  });

  it('finds a story by id and by uuid', async () => {
    const source = await open();
    expect((await source.getStory('1')).story.slug).toBe('prodotti');
    const byUuid = await source.getStory('6f1c1b9e-5f0e-4c39-9d6a-0b7c1c0a0001', {
      find_by: 'uuid',
    });
    expect(byUuid.story.id).toBe(1);
  });

  it('answers 404 for an unknown story and 400 for an unknown language', async () => {
    const source = await open();
    await expect(source.getStory('nope')).rejects.toMatchObject({ status: 404 });
    await expect(source.getStory('prodotti', { language: 'xx' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('refuses a query parameter it does not know instead of ignoring it', async () => {
    const source = await open();
    const unknown = { sort: 'name' } as Parameters<typeof source.getStories>[0];
    await expect(source.getStories(unknown)).rejects.toBeInstanceOf(ContentError);
  });
});

describe('demo content queries', () => {
  it('lists products a page at a time with the total', async () => {
    const source = await LocalContentSource.open('content');
    const first = await source.getStories({ content_type: 'product', per_page: 2, page: 1 });
    const second = await source.getStories({ content_type: 'product', per_page: 2, page: 2 });
    expect(first.stories).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(4);
    expect(first.perPage).toBe(2);
    expect(second.stories[0]?.uuid).not.toBe(first.stories[0]?.uuid);
  });

  it('answers links with per-language alternates and datasources per dimension', async () => {
    const source = await LocalContentSource.open('content');
    const { links } = await source.getLinks({ starts_with: 'prodotti', per_page: 1000 });
    const folder = Object.values(links).find((link) => link.slug === 'prodotti/');
    expect(folder?.alternates.find((alt) => alt.lang === 'de')?.path).toBe('produkte');
    const entries = await source.getDatasourceEntries({ datasource: 'materiali', dimension: 'en' });
    expect(entries.datasource_entries.map((entry) => entry.value)).toEqual([
      'alluminio',
      'acciaio-al-carbonio',
      'acciaio-inossidabile',
      'leghe-di-nichel',
      'leghe-di-rame',
    ]);
    expect(entries.datasource_entries[0]?.dimension_value).toBe('Aluminium');
  });
});
