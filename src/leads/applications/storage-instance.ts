import { jobsDataDir, processLeadsConfig, type LeadsConfig } from '../leads-config';
import type { FileStorage } from './file-storage';
import { FolderStorage } from './folder-storage';

/**
 * The storage configuration names: the bucket when JOBS_STORAGE_BUCKET is set (Firebase's Admin
 * SDK is loaded then only, not by every start), else the folder.
 */
export async function openFileStorage(config: LeadsConfig): Promise<FileStorage> {
  if (config.JOBS_STORAGE_BUCKET) {
    const { BucketStorage } = await import('./bucket-storage');
    const projectId = process.env.FIREBASE_PROJECT_ID || process.env.GOOGLE_CLOUD_PROJECT;
    return new BucketStorage(config.JOBS_STORAGE_BUCKET, projectId || undefined);
  }
  return new FolderStorage(jobsDataDir(config));
}

/**
 * The one storage of the process, shared by the production server's outbox worker and Next's
 * bundle (the application route), two module graphs, on `globalThis` as the leads store is.
 */
const KEY = Symbol.for('fortarc.jobs.files');

export function applicationFiles(): Promise<FileStorage> {
  const holder = globalThis as { [KEY]?: Promise<FileStorage> };
  holder[KEY] ??= openFileStorage(processLeadsConfig());
  return holder[KEY];
}
