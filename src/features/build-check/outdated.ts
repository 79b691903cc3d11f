import { mayReload, tabStorage } from './reload-guard';

let newerBuildOut = false;

/** Called by the build check when the server's latest build is not the one this page runs. */
export function markNewerBuild(): void {
  newerBuildOut = true;
}

/**
 * Whether the navigation to `path` should load a new document instead of going through the client
 * router: a newer build is out (its chunks and payloads may not match this page's code), and the
 * reload guard allows `path` now. Spec sections 4 and 9.
 */
export function shouldLoadDocument(path: string): boolean {
  if (!newerBuildOut) return false;
  return mayReload(path, Date.now(), tabStorage());
}
