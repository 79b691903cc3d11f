import { randomUUID } from 'node:crypto';
import { countAccepted, countRefused } from '../lead-counters';
import type { FormValues } from '../lead-schema';
import type { LeadStore } from '../lead-store';
import { kickOutbox } from '../outbox-signal';
import { screenSubmission, spendSubmission, type Answer } from '../spam-defence';
import { leadStore } from '../store-instance';
import type { Visitor } from '../visitor';
import type { StoredApplication } from './application';
import type { ApplicationErrors } from './application-fields';
import {
  keptValues,
  validateApplication,
  type Opening,
  type ReceivedFile,
} from './application-schema';
import { MEDIA_TYPES } from './document-type';
import { fileKey, isStorageError, storageCode, type FileStorage } from './file-storage';
import { applicationFiles } from './storage-instance';

export type ApplicationAcceptance =
  | { status: 'accepted'; application: StoredApplication }
  | Answer<ApplicationErrors>
  /** The store or the storage could not keep it: nothing was kept, the visitor is told to write. */
  | { status: 'unavailable' };

export interface ApplicationSubmission {
  locale: string;
  page: string;
  opening: Opening;
  values: FormValues;
  files: readonly ReceivedFile[];
}

const noErrors: ApplicationErrors = {};

/**
 * One job application, checked as the quote form is (`spam-defence.ts`) and by its files'
 * content; when it passes, its files are written to the storage and then its row to the leads
 * store, both before the visitor is told. If either write fails nothing is kept: the files
 * written are removed again, the spent token given back, and the visitor is told to try again
 * or write. (A process that dies between the two leaves files without a row, which the
 * retention's sweep removes.)
 */
export async function acceptApplication(
  submission: ApplicationSubmission,
  visitor: Visitor,
): Promise<ApplicationAcceptance> {
  const validation = validateApplication(
    submission.locale,
    submission.page,
    submission.opening,
    submission.values,
    submission.files,
  );
  const screening = screenSubmission(
    submission.values,
    visitor,
    validation,
    () => keptValues(submission.values),
    noErrors,
  );
  if (screening.outcome === 'answer') {
    if (screening.refused) countRefused(screening.refused);
    return screening.answer;
  }
  let store: LeadStore;
  let files: FileStorage;
  try {
    [store, files] = await Promise.all([leadStore(), applicationFiles()]);
  } catch (error) {
    return unavailable('store', error);
  }
  let spending: Awaited<ReturnType<typeof spendSubmission>>;
  try {
    spending = await spendSubmission(store, screening, 'keep');
  } catch (error) {
    return unavailable('store', error);
  }
  if ('refused' in spending) {
    countRefused(spending.refused);
    return { status: 'refused' };
  }
  const { input, files: bytes } = screening.value;
  const id = randomUUID();
  const written: string[] = [];
  try {
    for (const file of input.files) {
      const key = fileKey(id, file.id);
      written.push(key);
      await files.put(key, bytes.get(file.id)!, MEDIA_TYPES[file.type]);
    }
  } catch (error) {
    await undo(files, written, spending.giveBack);
    return unavailable('storage', error);
  }
  try {
    const application = await store.insertApplication(input, id);
    countAccepted('application');
    kickOutbox();
    return { status: 'accepted', application };
  } catch (error) {
    await undo(files, written, spending.giveBack);
    return unavailable('store', error);
  }
}

/** Nothing half-written: the files this post wrote are removed, and its token given back. */
async function undo(files: FileStorage, keys: readonly string[], giveBack: () => Promise<void>) {
  await Promise.all(keys.map((key) => files.remove(key).catch(() => undefined)));
  await giveBack();
}

/** An error's class and code, and its cause's: what a log may say of it (never its message). */
function errorNames(error: unknown, depth = 0): string {
  if (!error || typeof error !== 'object' || depth > 3) return '';
  const { name, code, cause } = error as { name?: unknown; code?: unknown; cause?: unknown };
  const own = [name, code].filter((part) => typeof part === 'string' || typeof part === 'number');
  const inner = errorNames(cause, depth + 1);
  return [own.join(' '), inner].filter(Boolean).join(' < ');
}

function unavailable(where: 'store' | 'storage', error: unknown): { status: 'unavailable' } {
  // codes only: the visitor's data never reaches a log
  const detail = errorNames(isStorageError(error) ? error.cause : error);
  console.error(
    where === 'storage'
      ? `Job applications: a file could not be kept (storage/${storageCode(error)}${detail ? `; ${detail}` : ''}); nothing was kept`
      : `Job applications: the leads store could not keep an application (${detail || 'error'}); nothing was kept`,
  );
  return { status: 'unavailable' };
}
