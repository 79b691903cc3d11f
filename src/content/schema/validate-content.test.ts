import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStoreFiles, type StoreFiles } from '../local/load';
import { LocalContentSource } from '../local/local-source';
import { storeProblems } from './check-store';
import { readComponents, type ComponentsFile } from './component-schema';
import { formatProblem, validateContent } from './validate-content';

const CONTENT = path.resolve('content');
const PRODUCT = 'prodotti/pioneer-pulse-403';
const MISSING = '00000000-0000-4000-8000-000000000000';

let files: StoreFiles;
let model: ComponentsFile;

beforeAll(async () => {
  files = await loadStoreFiles(CONTENT);
  const read = await readComponents(CONTENT);
  if (!read) throw new Error('content/schema/components.json is missing');
  model = read;
});

/** A deep copy of the demo store with one story's content changed. */
function brokenCopy(fullSlug: string, change: (content: Record<string, unknown>) => void) {
  const copy: StoreFiles = structuredClone(files);
  const entry = copy.stories.find(({ story }) => story.full_slug === fullSlug);
  if (!entry) throw new Error(`no story ${fullSlug}`);
  change(entry.story.content as Record<string, unknown>);
  return { copy, file: entry.file };
}

function messages(copy: StoreFiles) {
  return validateContent(copy, model).map(formatProblem);
}

describe('the demo content against content/schema', () => {
  it('has no problem, assets included', async () => {
    const problems = await storeProblems(CONTENT);
    expect(problems?.map(formatProblem)).toEqual([]);
  });

  it('names the story, field and language of a missing translation', () => {
    const { copy, file } = brokenCopy(PRODUCT, (content) => delete content.summary__i18n__de);
    expect(messages(copy)).toEqual([
      `${file}: content.summary (product) [de]: translation missing`,
    ]);
  });

  it('finds a translation missing inside a nested block', () => {
    const { copy, file } = brokenCopy(PRODUCT, (content) => {
      const rows = content.technical_data as Array<Record<string, unknown>>;
      delete rows[1]?.label__i18n__fr;
    });
    expect(messages(copy)).toEqual([
      `${file}: content.technical_data (product)[1].label (tech-spec) [fr]: translation missing`,
    ]);
  });

  it('names a dangling relation', () => {
    const { copy, file } = brokenCopy(PRODUCT, (content) => {
      content.related_products = [MISSING];
    });
    expect(messages(copy)).toEqual([
      `${file}: content.related_products (product)[0]: relation to story ${MISSING}, which does not exist`,
    ]);
  });

  it('refuses a relation to a story of the wrong content type', () => {
    const global = files.stories.find(({ story }) => story.full_slug === 'global')?.story.uuid;
    const { copy } = brokenCopy(PRODUCT, (content) => {
      content.technologies = [global];
    });
    expect(messages(copy).join()).toContain('of type global; expected technology');
  });

  it('names a link to a missing story', () => {
    const { copy, file } = brokenCopy('global', (content) => {
      const header = (content.header as Array<{ navigation: Array<{ link: { id: string } }> }>)[0];
      if (header?.navigation[0]) header.navigation[0].link.id = MISSING;
    });
    expect(messages(copy)).toEqual([
      `${file}: content.header (global)[0].navigation (header)[0].link (nav-item).id: link to story ${MISSING}, which does not exist`,
    ]);
  });

  it('names wrong types', () => {
    const { copy, file } = brokenCopy(PRODUCT, (content) => {
      content.ecodesign_efficiency = 88.5;
      content.materiale = 'alluminio';
    });
    expect(messages(copy)).toEqual([
      `${file}: content.materiale (product): must be an array, got a string`,
      `${file}: content.ecodesign_efficiency (product): must be a number as a string, got a number`,
    ]);
  });

  it('names unknown fields, unknown datasource values and fields that may not be translated', () => {
    const { copy, file } = brokenCopy(PRODUCT, (content) => {
      content.colour = 'amber';
      content.model_code__i18n__en = 'PP-403';
      content.processo = ['laser'];
    });
    expect(messages(copy)).toEqual([
      `${file}: content.processo (product)[0]: "laser" is not a value of datasource processi`,
      `${file}: content.colour (product): unknown field of product`,
      `${file}: content.model_code__i18n__en (product) [en]: the field is not translatable`,
    ]);
  });

  it('names blocks that are not allowed where they are', () => {
    const { copy, file } = brokenCopy('home', (content) => {
      (content.body as unknown[]).push({
        component: 'tech-spec',
        _uid: 'x',
        label: 'A',
        value: '1',
      });
    });
    const last =
      (
        copy.stories.find(({ story }) => story.full_slug === 'home')?.story.content
          .body as unknown[]
      ).length - 1;
    expect(messages(copy)).toEqual([
      `${file}: content.body (page)[${last}]: block "tech-spec" is not allowed here`,
    ]);
  });
});

describe('opening a broken copy of the store', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fortarc-broken-'));
    await cp(CONTENT, dir, { recursive: true });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('fails, as the build does, with the file, field and language named', async () => {
    const file = path.join(dir, 'stories', `${PRODUCT}.json`);
    const story = JSON.parse(await readFile(file, 'utf8'));
    delete story.content.summary__i18n__es;
    await writeFile(file, JSON.stringify(story));
    await expect(LocalContentSource.open(dir)).rejects.toThrow(
      `${file}: content.summary (product) [es]: translation missing`,
    );
  });
});
