import type { Locale } from '@/i18n/routing';
import { internalRoute, type DerivedPathRequest } from './internal-route';

/**
 * A product's datasheet (issue 46) lives at its page's path plus `.pdf`:
 * `/prodotti/cruiser-222-ac-dc.pdf`, `/en/products/cruiser-222-ac-dc.pdf`. The one place these
 * URLs are written; the proxy rewrites one to the internal route below
 * (`src/app/[locale]/datasheet/`) only when its page is a published product.
 */

/** The internal route segment under `/{locale}/`. */
export const DATASHEET_ROUTE = 'datasheet';

export const DATASHEET_TYPE = 'application/pdf';

const DATASHEET_PATH = /^(\/.*[^/])\.pdf$/;

/** The datasheet of the product page at `pagePath` (a site path, as `hrefFor` gives it). */
export function datasheetPath(pagePath: string): string {
  return `${pagePath}.pdf`;
}

/** The file name a datasheet is saved as: the model's slug and the language. */
export function datasheetFileName(slug: string, locale: Locale): string {
  return `fortarc-${slug}-${locale}.pdf`;
}

/** A datasheet's request: its page must be a published product's canonical path. */
export type DatasheetRequest = DerivedPathRequest;

/** Which page's datasheet a visitor's path asks for, or undefined for a path without `.pdf`. */
export function matchDatasheetPath(pathname: string): DatasheetRequest | undefined {
  const match = DATASHEET_PATH.exec(pathname);
  if (!match) return undefined;
  const pagePath = match[1]!;
  return { pagePath, ...internalRoute(pagePath, DATASHEET_ROUTE) };
}
