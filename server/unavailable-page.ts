import de from '../src/i18n/messages/de.json';
import en from '../src/i18n/messages/en.json';
import es from '../src/i18n/messages/es.json';
import fr from '../src/i18n/messages/fr.json';
import it from '../src/i18n/messages/it.json';

/** The sentence of the site's 503 in each language (the messages' `Errors.unavailable`). */
const SENTENCES = {
  it: it.Errors.unavailable,
  en: en.Errors.unavailable,
  es: es.Errors.unavailable,
  fr: fr.Errors.unavailable,
  de: de.Errors.unavailable,
};
type Language = keyof typeof SENTENCES;

/** The visitor's sentence of a 503 in `language` (the proxy's 503 says it too). */
export function unavailableSentence(language: Language): string {
  return SENTENCES[language];
}

/**
 * The proxy's 503 of a site whose content source cannot be opened: the visitor's sentence in their
 * language, and for the operator what to set. No stack trace.
 */
export function unavailableResponse(language: Language, operatorHint: string): Response {
  const body = `${unavailableSentence(language)}\n\n${operatorHint}\n`;
  return new Response(body, {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' },
  });
}

/** Seconds a visitor (or a crawler) is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

/** The page's language from its path's first segment; the default language has no prefix. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return first in SENTENCES ? (first as Language) : 'it';
}

/** A whole, self-contained page (no script, no stylesheet request) saying `sentence`. */
function plainPage(language: Language, sentence: string, status: number): string {
  return `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${sentence}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#10161d;color:#fff}main{max-width:36rem;padding:2rem}h1{font-size:1.5rem;line-height:1.4}</style></head><body><main><h1>${sentence}</h1><p>${status}</p></main></body></html>`;
}

/** The service is down. */
export function unavailablePage(language: Language): string {
  return plainPage(language, SENTENCES[language], 503);
}

const TOO_MANY = {
  it: it.Errors.tooManyRequests,
  en: en.Errors.tooManyRequests,
  es: es.Errors.tooManyRequests,
  fr: fr.Errors.tooManyRequests,
  de: de.Errors.tooManyRequests,
};

/**
 * One client asked too much too fast: the 429 page nginx answers (deploy/nginx/fortarc.conf holds
 * a copy per language, which tests/unit/nginx-limits.test.ts compares with this).
 */
export function tooManyRequestsPage(language: Language): string {
  return plainPage(language, TOO_MANY[language], 429);
}
