import { MIN_ANIMATION_LIBRARY_VERSION } from './constants';

function parts(version: string): number[] {
  return version
    .split('-')[0]!
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
}

/** Whether `version` (`major.minor.patch`, a pre-release tag ignored) comes before `minimum`. */
export function isOlderThan(version: string, minimum: string): boolean {
  const have = parts(version);
  const need = parts(minimum);
  for (let index = 0; index < Math.max(have.length, need.length); index++) {
    const difference = (have[index] ?? 0) - (need[index] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/** The console warning for an animation library older than the site needs, or `undefined`. */
export function libraryVersionWarning(version: string | undefined): string | undefined {
  if (version && !isOlderThan(version, MIN_ANIMATION_LIBRARY_VERSION)) return undefined;
  return `GSAP ${version ?? '(unknown version)'} is older than ${MIN_ANIMATION_LIBRARY_VERSION}: scroll animations may not work as intended; update the gsap package.`;
}
