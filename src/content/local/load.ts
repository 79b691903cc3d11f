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

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new ContentStoreError(`${file}: ${(error as Error).message}`);
  }
}

/** Reads many files at once (the disk is faster with a queue), a bounded batch at a time. */
async function readAll(files: string[], batch = 128): Promise<string[]> {
  const texts: string[] = [];
  for (let start = 0; start < files.length; start += batch) {
    texts.push(...(await Promise.all(files.slice(start, start + batch).map(readText))));
  }
  return texts;
}

function parseText<Schema extends z.ZodType>(
  file: string,
  text: string,
  schema: Schema,
): z.infer<Schema> {
  let data: unknown;
  try {
    data = JSON.parse(text);
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
  const spaceFile = path.join(root, 'space.json');
  const space = parseText(spaceFile, await readText(spaceFile), spaceFileSchema);
  const storyFiles = await jsonFilesUnder(path.join(root, 'stories'));
  const storyTexts = await readAll(storyFiles);
  const stories = storyFiles.map((file, i) => ({
    file,
    story: parseText(file, storyTexts[i] ?? '', storyFileSchema),
  }));
  const datasourceFiles = await jsonFilesUnder(path.join(root, 'datasources'));
  const datasourceTexts = await readAll(datasourceFiles);
  const datasources = datasourceFiles.map((file, i) =>
    parseText(file, datasourceTexts[i] ?? '', datasourceFileSchema),
  );
  if (stories.length === 0) throw new ContentStoreError(`${root}/stories: no story files found`);
  return { space, stories, datasources };
}
