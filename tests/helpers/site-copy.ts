import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductionServer, type RunningServer } from './production-server';

/** What the production server reads from the project besides its build and content. */
const LINKED = [
  'node_modules',
  'package.json',
  'next.config.ts',
  'tsconfig.json',
  'src',
  'server',
  'public',
];

/** Where Next keeps the images it has optimized, one folder per image, size and format. */
const IMAGE_CACHE = '.next/cache/images';

export interface SiteCopy {
  /** Run the production server here (`startProductionServer`'s `cwd`). */
  dir: string;
  /** A copy of the embedded store, free to edit (`CONTENT_DIR`). */
  contentDir: string;
  remove: () => void;
}

/**
 * A private copy of the production build and the embedded store, for tests that change content
 * and revalidate: Next writes pages it renders again over the build's own files, and the other
 * test files read those. The build is copied (not linked: Next rewrites files in place), the
 * code and packages are linked, and so is the image optimizer's cache: the images are the same
 * files, and making each size of each again in every copy cost seconds of CPU a file.
 */
export function copySite(): SiteCopy {
  const dir = mkdtempSync(path.join(tmpdir(), 'fortarc-site-'));
  cpSync('.next', path.join(dir, '.next'), {
    recursive: true,
    filter: (source) => path.resolve(source) !== path.resolve('.next/cache'),
  });
  for (const name of LINKED) symlinkSync(path.resolve(name), path.join(dir, name));
  mkdirSync(IMAGE_CACHE, { recursive: true });
  mkdirSync(path.join(dir, '.next/cache'));
  symlinkSync(path.resolve(IMAGE_CACHE), path.join(dir, IMAGE_CACHE));
  const contentDir = path.join(dir, 'content');
  cpSync('content', contentDir, { recursive: true });
  return { dir, contentDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A copy of the site (`prepare` may change its store first) served as `npm start` serves it, with
 * extra environment; stopping it removes the copy too.
 */
export async function serveSiteCopy(
  env: Record<string, string> = {},
  prepare: (copy: SiteCopy) => void = () => {},
): Promise<RunningServer> {
  const copy = copySite();
  try {
    prepare(copy);
    const server = await startProductionServer(
      { CONTENT_DIR: copy.contentDir, ...env },
      'ignore',
      undefined,
      '.',
      copy.dir,
    );
    return { ...server, stop: () => server.stop().finally(copy.remove) };
  } catch (error) {
    copy.remove();
    throw error;
  }
}
