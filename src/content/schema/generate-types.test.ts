import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadStoreFiles } from '../local/load';
import { readComponents } from './component-schema';
import { currentDocs } from './current-docs';
import { DOCS_FILE } from './generate-docs';
import { formattedComponentTypes, GENERATED_TYPES_FILE, typeName } from './generate-types';

describe('the generated component types', () => {
  it('are up to date with content/schema (run `npm run content:types` when this fails)', async () => {
    const model = await readComponents('content');
    expect(model).not.toBeNull();
    const expected = await formattedComponentTypes(model!);
    expect(await readFile(GENERATED_TYPES_FILE, 'utf8')).toBe(expected);
  });

  it('name each component in PascalCase', () => {
    expect(typeName('blog-latest-posts')).toBe('BlogLatestPostsBlok');
    expect(typeName('hero')).toBe('HeroBlok');
  });
});

describe('docs/content-model.md', () => {
  it('lists every component, field and datasource as the model has them (run `npm run content:types`)', async () => {
    const model = await readComponents('content');
    const { datasources } = await loadStoreFiles('content');
    const document = await readFile(DOCS_FILE, 'utf8');
    expect(document).toBe(await currentDocs(document, model!, datasources));
    for (const component of model!.components) expect(document).toContain(`\`${component.name}\``);
  });
});
