import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  applicationOfKey,
  APPLICATIONS_PREFIX,
  assertFileKey,
  isStorageError,
  StorageError,
  type FileStorage,
  type StorageErrorCode,
} from './file-storage';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A file system error as the storage service's code. */
function codeOf(error: unknown): StorageErrorCode {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return 'object-not-found';
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'quota-exceeded';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'unauthorized';
  return 'unknown';
}

const failed = (error: unknown) =>
  isStorageError(error) ? error : new StorageError(codeOf(error), { cause: error });

/**
 * The default storage: a folder on disk (`JOBS_DATA_DIR`), readable by the site's user only
 * (0700 folders, 0600 files). A file is written under a temporary name, flushed to disk and
 * renamed, so a reader never sees half of one; then read back and its SHA-256 compared.
 */
export class FolderStorage implements FileStorage {
  readonly kind = 'folder';
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `folder ${path.resolve(/* turbopackIgnore: true */ root)}`;
  }

  private pathOf(key: string, listed = false): string {
    assertFileKey(key, listed);
    return path.join(/* turbopackIgnore: true */ this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await mkdir(/* turbopackIgnore: true */ path.dirname(file), { recursive: true, mode: 0o700 });
      const handle = await open(/* turbopackIgnore: true */ temporary, 'wx', 0o600);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(/* turbopackIgnore: true */ temporary, file);
    } catch (error) {
      await rm(/* turbopackIgnore: true */ temporary, { force: true }).catch(() => undefined);
      throw failed(error);
    }
    let written: Buffer;
    try {
      written = await readFile(/* turbopackIgnore: true */ file);
    } catch (error) {
      throw failed(error);
    }
    if (sha256(written) !== sha256(data)) {
      await this.remove(key).catch(() => undefined);
      throw new StorageError('invalid-checksum');
    }
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(/* turbopackIgnore: true */ this.pathOf(key));
    } catch (error) {
      throw failed(error);
    }
  }

  async remove(key: string): Promise<void> {
    // a `.part` file left by a crash mid-write is listed, and removed, like a file
    const file = this.pathOf(key, true);
    try {
      await rm(/* turbopackIgnore: true */ file, { force: true });
      // the application's folder goes with its last file
      await rmdir(/* turbopackIgnore: true */ path.dirname(file)).catch(() => undefined);
    } catch (error) {
      throw failed(error);
    }
  }

  async list(prefix: string): Promise<{ key: string; writtenAt: Date }[]> {
    if (prefix !== APPLICATIONS_PREFIX) throw new StorageError('invalid-argument');
    const base = path.join(/* turbopackIgnore: true */ this.root, 'applications');
    const found: { key: string; writtenAt: Date }[] = [];
    let folders: string[];
    try {
      folders = await readdir(/* turbopackIgnore: true */ base);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw failed(error);
    }
    for (const folder of folders) {
      const files = await readdir(/* turbopackIgnore: true */ path.join(base, folder)).catch(
        () => [] as string[],
      );
      for (const name of files) {
        const info = await stat(/* turbopackIgnore: true */ path.join(base, folder, name)).catch(
          () => undefined,
        );
        const key = `applications/${folder}/${name}`;
        // a `.part` file is one being written, or one left by a crash mid-write
        if (info?.isFile() && applicationOfKey(key)) found.push({ key, writtenAt: info.mtime });
      }
    }
    return found;
  }
}
