import type { LeadStore } from '../lead-store';
import type { StoredApplication } from './application';
import { APPLICATIONS_PREFIX, applicationOfKey, fileKey, type FileStorage } from './file-storage';

/**
 * Applications go with their files (architecture rule 12): the files first, then the row, so a
 * failure part-way leaves a row whose erasure can simply run again, never a file without a row
 * that nothing points to. Returns how many applications were erased.
 */
export async function eraseApplications(
  store: LeadStore,
  files: FileStorage,
  applications: readonly StoredApplication[],
): Promise<number> {
  let erased = 0;
  for (const application of applications) {
    for (const file of application.files) await files.remove(fileKey(application.id, file.id));
    if (await store.deleteApplication(application.id)) erased += 1;
  }
  return erased;
}

/** How old a file without its row must be before it is a stray: its row may be being written. */
export const STRAY_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes files whose application has no row, written more than STRAY_AFTER_MS before `now`:
 * an instance that stopped between writing an application's files and its row (or mid-write)
 * leaves such files, which nothing else would ever delete. Returns how many were removed.
 */
export async function sweepStrayFiles(
  store: LeadStore,
  files: FileStorage,
  now = new Date(),
): Promise<number> {
  const listed = await files.list(APPLICATIONS_PREFIX);
  const old = listed.filter((entry) => now.getTime() - entry.writtenAt.getTime() > STRAY_AFTER_MS);
  const ids = [...new Set(old.flatMap((entry) => applicationOfKey(entry.key) ?? []))];
  const kept = await store.existingApplications(ids);
  let removed = 0;
  for (const entry of old) {
    const id = applicationOfKey(entry.key);
    if (id === undefined || kept.has(id)) continue;
    await files.remove(entry.key);
    removed += 1;
  }
  return removed;
}
