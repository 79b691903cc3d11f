import { defaultLocale } from '@/i18n/routing';
import { sameSitePath } from './redirect-location';

/** The path without its trailing slashes; the root stays `/`. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * The one URL of a request path (spec section 4): one leading slash, no trailing slash except for
 * the root, and no prefix for the default language (`/it/prodotti` is `/prodotti`). The caller
 * answers a path that differs from its normal form with a 301 to it.
 */
export function normalisedPath(pathname: string): string {
  const path = withoutTrailingSlash(sameSitePath(pathname));
  const prefix = `/${defaultLocale}`;
  if (path === prefix) return '/';
  if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  return path;
}
