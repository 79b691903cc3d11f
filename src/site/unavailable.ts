import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import es from '@/i18n/messages/es.json';
import fr from '@/i18n/messages/fr.json';
import it from '@/i18n/messages/it.json';
import type { Locale } from '@/i18n/routing';

const messages: Record<Locale, string> = {
  it: it.Errors.unavailable,
  en: en.Errors.unavailable,
  es: es.Errors.unavailable,
  fr: fr.Errors.unavailable,
  de: de.Errors.unavailable,
};

/**
 * The 503 answer of a site whose content source cannot be opened: the visitor's sentence in their
 * language, and for the operator what to set. No stack trace.
 */
export function unavailableResponse(locale: Locale, operatorHint: string): Response {
  const body = `${messages[locale]}\n\n${operatorHint}\n`;
  return new Response(body, {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' },
  });
}
