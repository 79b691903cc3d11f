/** What a download link says about its file: format and size, in the visitor's number format. */

/** The file's format from its name (`PDF`), or '' when the name has no extension. */
export function fileFormat(filename: string): string {
  const name = filename.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toUpperCase() : '';
}

/** `24 kB`, `1,2 MB` (Italian) or `1.2 MB` (English); '' for a size that is not a positive number. */
export function formatFileSize(sizeKb: string | number | undefined, locale: string): string {
  const kb = typeof sizeKb === 'number' ? sizeKb : Number.parseFloat(sizeKb ?? '');
  if (!Number.isFinite(kb) || kb <= 0) return '';
  if (kb < 1000) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    }).format(Math.max(1, Math.round(kb)));
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(kb / 1000);
}

/** `PDF · 1,2 MB`: the parts that are known, joined. */
export function fileSummary(filename: string, sizeKb: string | number | undefined, locale: string) {
  return [fileFormat(filename), formatFileSize(sizeKb, locale)].filter(Boolean).join(' · ');
}
