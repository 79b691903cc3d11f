import { defaultLocale } from '@/i18n/routing';

/**
 * The one URL of a request path (spec section 4): one leading slash, no trailing slash except for
 * the root, and no prefix for the default language (`/it/prodotti` is `/prodotti`). The caller
 * answers a path that differs from its normal form with a 301 to it.
 */
export function normalisedPath(pathname: string): string {
  let path = pathname.replace(/^[/\\]+/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  const prefix = `/${defaultLocale}`;
  if (path === prefix) return '/';
  if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  return path;
}
