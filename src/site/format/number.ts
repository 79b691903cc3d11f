import type { Locale } from '@/i18n/routing';
import { intlLocales } from './date';

/**
 * A file size given in kilobytes as people read it in their language: `24 kB`, `1.2 MB`,
 * `1,2 Mo` in French. Undefined for a value that is not a size (blank, negative, not a number).
 */
export function formatFileSize(kilobytes: string | number | undefined, locale: Locale) {
  const value = typeof kilobytes === 'number' ? kilobytes : Number.parseFloat(kilobytes ?? '');
  if (!Number.isFinite(value) || value < 0) return undefined;
  const megabytes = value >= 1000;
  return new Intl.NumberFormat(intlLocales[locale], {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? value / 1000 : Math.max(1, Math.round(value)));
}

/** A file's format from its name: `PDF`, `ZIP`; undefined when it has no extension. */
export function fileFormat(filename: string | undefined): string | undefined {
  const match = /\.([a-z0-9]{2,5})(?:[?#].*)?$/i.exec(filename ?? '');
  return match?.[1]?.toUpperCase();
}

/** Language codes (`it`, `en`) as names in the visitor's language: `Italian`, `Englisch`. */
export function languageNames(codes: readonly string[] | undefined, locale: Locale): string[] {
  const names = new Intl.DisplayNames([intlLocales[locale]], { type: 'language' });
  return (codes ?? []).flatMap((code) => {
    try {
      const name = names.of(code);
      return name ? [name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)] : [];
    } catch {
      return []; // not a language code: ignored
    }
  });
}

/** A list in the visitor's language: `Italian, English and German`. */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(intlLocales[locale], { type: 'conjunction' }).format(items);
}
