import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  datasourceFileSchema,
  spaceFileSchema,
  storyFileSchema,
  type DatasourceFile,
  type SpaceFile,
  type StoryFile,
} from './file-schema';

export interface StoreFiles {
  space: SpaceFile;
  stories: Array<{ file: string; story: StoryFile }>;
  datasources: DatasourceFile[];
}

/** A file of the store that cannot be used; the message names the file and the reason. */
export class ContentStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentStoreError';
  }
}

async function jsonFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function parseFile<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
): Promise<z.infer<Schema>> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ContentStoreError(`${file}: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const reasons = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ContentStoreError(`${file}: ${reasons.join('; ')}`);
  }
  return result.data;
}

/** Reads and validates every file of the store; the first bad file stops the load with its path. */
export async function loadStoreFiles(root: string): Promise<StoreFiles> {
  const space = await parseFile(path.join(root, 'space.json'), spaceFileSchema);
  const stories = [];
  for (const file of await jsonFilesUnder(path.join(root, 'stories'))) {
    stories.push({ file, story: await parseFile(file, storyFileSchema) });
  }
  const datasources = [];
  for (const file of await jsonFilesUnder(path.join(root, 'datasources'))) {
    datasources.push(await parseFile(file, datasourceFileSchema));
  }
  if (stories.length === 0) throw new ContentStoreError(`${root}/stories: no story files found`);
  return { space, stories, datasources };
}
