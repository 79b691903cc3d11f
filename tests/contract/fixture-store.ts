import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productFile } from './fixture-files';
import { products } from './fixture-products';
import { datasources, pageStories } from './fixture-stories';

async function writeJson(file: string, data: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** A private asset of the fixture: `<store>/private-assets/<name>`. */
export const PRIVATE_PDF = {
  filename: '/private-assets/service-manual-mig-01.pdf',
  name: 'service-manual-mig-01.pdf',
  bytes: Buffer.from(
    '%PDF-1.4\n% contract fixture: service manual MIG 01, for partners only\n%%EOF\n',
    'latin1',
  ),
};

/** A link in the private folder to a file outside it, which must never be served. */
export const PRIVATE_LINK_OUT = '/private-assets/link-to-space.pdf';

/**
 * Writes the contract fixture (Storyblok-format stories, datasources, space, a private asset) into a new temporary
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
  const privateDir = path.join(dir, 'private-assets');
  await mkdir(privateDir, { recursive: true });
  await writeFile(path.join(privateDir, PRIVATE_PDF.name), PRIVATE_PDF.bytes);
  await symlink(path.join(dir, 'space.json'), path.join(dir, PRIVATE_LINK_OUT.slice(1)));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
