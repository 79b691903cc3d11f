import type { Locale } from '@/i18n/routing';
import { unavailableSentence } from '../../server/unavailable-page';

/**
 * The 503 answer of a site whose content source cannot be opened: the visitor's sentence in their
 * language, and for the operator what to set. No stack trace.
 */
export function unavailableResponse(locale: Locale, operatorHint: string): Response {
  const body = `${unavailableSentence(locale)}\n\n${operatorHint}\n`;
  return new Response(body, {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' },
  });
}
