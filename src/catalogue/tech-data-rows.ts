import type { TechSpecBlok } from '@/content/generated/components';
import { localizeDecimals } from './number-format';

/** One row of a product's technical data as a visitor reads it. */
export interface TechDataRow {
  /** The row's stable id (the content's `_uid`). */
  id: string;
  label: string;
  /** The value in the language's number format (`0,8 – 1,6` in Italian). */
  value: string;
  unit: string;
}

/**
 * A product's technical data rows in `locale`, in the editor's order: what the product page's
 * table and the datasheet (issue 46) both show, so the two never disagree.
 */
export function techDataRows(rows: readonly TechSpecBlok[], locale: string): TechDataRow[] {
  return rows.map((row) => ({
    id: row._uid,
    label: row.label,
    value: localizeDecimals(row.value, locale),
    unit: row.unit ?? '',
  }));
}
