import { locales, type Locale } from '@/i18n/routing';
import type { LanguageAlternate } from '@/site/language-alternates';
import { partnerPagePath, type PartnerPage } from '@/paths/partner-paths';

/** The same reserved page in every language, for the language switcher. */
export function partnerAlternates(page: PartnerPage): Record<Locale, LanguageAlternate> {
  return Object.fromEntries(
    locales.map((code) => [code, { href: partnerPagePath(page, code), fallback: false }]),
  ) as Record<Locale, LanguageAlternate>;
}
