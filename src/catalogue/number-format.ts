/**
 * A number the content stores as text (`"89.0"`, as the Content Delivery API answers numbers) in the
 * visitor's format, keeping the decimals the editor wrote: `89,0` in Italian, `89.0` in English.
 * Text that is not a plain number is returned unchanged.
 */
export function formatStoredNumber(value: string | undefined, locale: string): string {
  const text = (value ?? '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const decimals = text.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(text));
}

/**
 * A percentage stored as text (`"89.0"` for 89 %), split into the number and the sign with the
 * spacing the locale wants: `89,0` + `%` in Italian, `89,0` + ` %` in German and French.
 */
export function formatStoredPercent(
  value: string | undefined,
  locale: string,
): { number: string; sign: string } {
  const text = (value ?? '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { number: text, sign: '' };
  const decimals = text.split('.')[1]?.length ?? 0;
  const parts = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).formatToParts(Number(text) / 100);
  const isSign = (type: string) => type === 'percentSign' || type === 'literal';
  return {
    number: parts
      .filter((part) => !isSign(part.type))
      .map((part) => part.value)
      .join(''),
    sign: parts
      .filter((part) => isSign(part.type))
      .map((part) => part.value)
      .join(''),
  };
}

/**
 * A technical value written with figures and symbols (`0.8 – 1.6`, `3~ 400 V ±15 %`) with the
 * visitor's decimal separator: `0,8 – 1,6` in Italian. Only a point between two digits changes.
 */
export function localizeDecimals(value: string, locale: string): string {
  const separator =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.';
  return separator === '.' ? value : value.replace(/(?<=\d)\.(?=\d)/g, separator);
}
