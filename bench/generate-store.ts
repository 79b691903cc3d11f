import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const languages = ['en', 'es', 'fr', 'de'];

/** Writes a store of `count` product stories with translated fields and slugs under `root`. */
export async function generateStore(root: string, count: number): Promise<string[]> {
  await mkdir(path.join(root, 'stories', 'prodotti'), { recursive: true });
  await writeFile(
    path.join(root, 'space.json'),
    JSON.stringify({ name: 'Bench', default_language: 'it', language_codes: languages }),
  );
  const slugs: string[] = [];
  for (let i = 1; i <= count; i++) {
    const slug = `model-${i}`;
    slugs.push(`prodotti/${slug}`);
    const content: Record<string, unknown> = {
      component: 'product',
      _uid: `uid-${i}`,
      name: `Model ${i}`,
      summary: `Generatore numero ${i}`,
      materiale: i % 3 === 0 ? ['alluminio', 'acciaio-inossidabile'] : ['acciaio-al-carbonio'],
      power: String(120 + (i % 400)),
      processo: ['mma'],
      body: [{ component: 'rich-text', _uid: `rt-${i}`, text: { type: 'doc', content: [] } }],
    };
    for (const lang of languages) content[`summary__i18n__${lang}`] = `Power source ${i} (${lang})`;
    const story = {
      id: i,
      uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `Model ${i}`,
      slug,
      full_slug: `prodotti/${slug}`,
      position: i,
      created_at: '2026-01-01T00:00:00.000Z',
      published_at: '2026-01-01T00:00:00.000Z',
      first_published_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      translated_slugs: languages.map((lang) => ({ lang, path: `products-${lang}/${slug}` })),
      content,
    };
    await writeFile(path.join(root, 'stories', 'prodotti', `${slug}.json`), JSON.stringify(story));
  }
  return slugs;
}
