/** Spec section 9: a path is reloaded for a new build (or a failed chunk) at most once per 10 s. */
export const RELOAD_GUARD_MS = 10_000;

const KEY_PREFIX = 'fortarc.reloaded:';

/**
 * Whether a full page load of `path` may happen now. When it may, the moment is recorded in the
 * tab's session storage, so a second request for the same path within the guard is refused even
 * across the reload itself: a deploy that keeps failing can never loop. Without storage (private
 * modes that refuse it) nothing is reloaded.
 */
export function mayReload(
  path: string,
  now: number,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(KEY_PREFIX + path));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(KEY_PREFIX + path, String(now));
    return true;
  } catch {
    return false;
  }
}

/** The tab's session storage, or `undefined` where the browser refuses it (the guard then refuses). */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
