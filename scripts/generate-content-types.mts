// Writes what is derived from the content model: its TypeScript types and the reference part of
// docs/content-model.md. Run `npm run content:types` after changing content/schema or a datasource.
import { readFile, writeFile } from 'node:fs/promises';
import { loadStoreFiles } from '../src/content/local/load';
import { readComponents } from '../src/content/schema/component-schema';
import { currentDocs } from '../src/content/schema/current-docs';
import {
  formattedComponentTypes,
  GENERATED_TYPES_FILE,
} from '../src/content/schema/generate-types';
import { DOCS_FILE } from '../src/content/schema/generate-docs';

const model = await readComponents('content');
if (!model) throw new Error('content/schema/components.json is missing');
await writeFile(GENERATED_TYPES_FILE, await formattedComponentTypes(model));
console.log(`wrote ${GENERATED_TYPES_FILE} (${model.components.length} components)`);

const { datasources } = await loadStoreFiles('content');
await writeFile(
  DOCS_FILE,
  await currentDocs(await readFile(DOCS_FILE, 'utf8'), model, datasources),
);
console.log(`updated the reference part of ${DOCS_FILE}`);
