import type { StoreFiles } from '../local/load';
import { PRIVATE_ASSET_PREFIX } from '../local/private-assets';
import { contentVersions } from './story-versions';
import type { ContentProblem } from './validate-content';

/**
 * Private files stay private: a `/private-assets/` URL may only be the file of a download whose
 * access is `partners` (the pages list those without their file), since any other field would put
 * it on a public page; and such a download's file must be private, since a file under `public/`
 * is anyone's.
 */
export function privateAssetProblems(files: StoreFiles): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { file, story } of files.stories) {
    for (const [at, content] of contentVersions(story)) {
      const partners = content.component === 'download' && content.access === 'partners';
      const fileUrl = (content.file as { filename?: unknown } | undefined)?.filename;
      if (partners && typeof fileUrl === 'string' && !fileUrl.startsWith(PRIVATE_ASSET_PREFIX)) {
        problems.push({
          file,
          field: `${at}.file.filename (download)`,
          message: `a document for partners needs a private file (${PRIVATE_ASSET_PREFIX}…); "${fileUrl}" is public`,
        });
      }
      const visit = (value: unknown, path: string) => {
        if (typeof value === 'string') {
          if (
            value.startsWith(PRIVATE_ASSET_PREFIX) &&
            !(partners && path === `${at}.file.filename`)
          ) {
            problems.push({
              file,
              field: path,
              message: `private file ${value} may only be the file of a download with access "partners": here its URL would be public`,
            });
          }
          return;
        }
        if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${path}[${i}]`));
        else if (value && typeof value === 'object') {
          for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`);
        }
      };
      visit(content, at);
    }
  }
  return problems;
}
