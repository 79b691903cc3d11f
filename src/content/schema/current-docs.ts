import * as prettier from 'prettier';
import type { DatasourceFile } from '../local/file-schema';
import type { ComponentsFile } from './component-schema';
import { DOCS_FILE, referenceSection, withReference } from './generate-docs';

/** docs/content-model.md with a fresh reference part, formatted as Prettier wants it. */
export async function currentDocs(
  document: string,
  model: ComponentsFile,
  datasources: DatasourceFile[],
): Promise<string> {
  const options = await prettier.resolveConfig(DOCS_FILE);
  return prettier.format(withReference(document, referenceSection(model, datasources)), {
    ...options,
    filepath: DOCS_FILE,
  });
}
