import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadStoreFiles, type StoreFiles } from '../local/load';
import { PRIVATE_ASSET_DIR, PRIVATE_ASSET_PREFIX, privateAssetName } from '../local/private-assets';
import { readComponents } from './component-schema';
import { validateContent, type ContentProblem } from './validate-content';

/** Where the site serves local assets from (`/assets/x.jpg` is `public/assets/x.jpg`). */
const PUBLIC_DIR = path.join(process.cwd(), 'public');

function publicAssetExists(filename: string): boolean {
  const file = path.join(PUBLIC_DIR, decodeURIComponent(filename.split(/[?#]/)[0] ?? ''));
  return file.startsWith(PUBLIC_DIR + path.sep) && existsSync(file);
}

/** A private asset (`/private-assets/x.pdf`) is `<store>/private-assets/x.pdf`. */
function privateAssetExists(root: string, filename: string): boolean {
  const name = privateAssetName(filename);
  // Next's file tracer reads this as the files `private-assets*` beside this module: none may be
  // named so (the rule's module is private-file-rule.ts), or the standalone server copies them.
  return name !== undefined && existsSync(path.join(root, PRIVATE_ASSET_DIR, name));
}

/**
 * The problems of a store against its content model (`<root>/schema/components.json`); a store
 * without a model (test fixtures, generated benchmarks) has none to report.
 */
export async function storeProblems(
  root: string,
  files?: StoreFiles,
): Promise<ContentProblem[] | null> {
  const model = await readComponents(root);
  if (!model) return null;
  return validateContent(files ?? (await loadStoreFiles(root)), model, {
    assetExists: existsSync(PUBLIC_DIR)
      ? (filename) =>
          filename.startsWith(PRIVATE_ASSET_PREFIX)
            ? privateAssetExists(root, filename)
            : publicAssetExists(filename)
      : undefined,
  });
}
