/** A language's name in the visitor's language (`de` → "Tedesco" on an Italian page). */
export function languageName(code: string, locale: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(code);
  } catch {
    name = undefined; // not a language code
  }
  if (!name || name === code) return code.toUpperCase();
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
