import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productFile } from './fixture-files';
import { products } from './fixture-products';
import { datasources, pageStories } from './fixture-stories';

async function writeJson(file: string, data: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * Writes the contract fixture (Storyblok-format stories, datasources, space) into a new temporary
 * directory and returns it with a function that removes it.
 */
export async function createFixtureStore(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'contract-store-'));
  await writeJson(path.join(dir, 'space.json'), {
    name: 'Contract fixture',
    default_language: 'it',
    language_codes: ['en', 'es', 'fr', 'de'],
  });
  const stories = [...pageStories(), ...products.map(productFile)];
  for (const story of stories) {
    const file = `${story.full_slug.replace(/\/$/, '/index')}.json`;
    await writeJson(path.join(dir, 'stories', file), story);
  }
  for (const datasource of datasources) {
    await writeJson(path.join(dir, 'datasources', `${datasource.slug}.json`), datasource);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
