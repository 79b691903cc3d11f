import { getTranslations } from 'next-intl/server';
import { sitePath } from '@/content';
import { isLocale } from '@/i18n/routing';
import { searchSite } from '@/search/search-service';
import type { InstantResults } from '@/features/search/instant-results';
import { resultKindNamer } from '@/site/search/result-kind';
import { parseSearchTerm } from '@/site/search/search-term';
import { jsonAnswer, unknownLocaleAnswer } from '../_http/json-answer';

export const dynamic = 'force-dynamic';

/** How many results the header's list shows; the search page has the rest. */
const INSTANT_RESULTS = 6;

/**
 * The header's results as one types (`?q=&locale=`): the first pages found, and the words the
 * list announces, in the page's language. The same for everyone: caches keep it a minute.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const locale = query.get('locale');
  if (!isLocale(locale)) return unknownLocaleAnswer();
  const term = parseSearchTerm(query.get('q') ?? undefined);
  if (term.kind !== 'valid') {
    return jsonAnswer(400, {
      error: {
        empty: 'q is empty',
        'too-short': 'q must be at least 2 characters',
        'too-long': 'q must be at most 200 characters',
        invalid: 'q must not contain control characters',
      }[term.kind],
    });
  }
  const [t, kindOf, answer] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    resultKindNamer(locale),
    searchSite(locale, { term: term.term, perPage: INSTANT_RESULTS }),
  ]);
  const results: InstantResults = {
    term: term.term,
    total: answer.total,
    hits: answer.hits.map((hit) => ({
      path: hit.path,
      kind: kindOf(hit),
      title: hit.title,
    })),
    status: t('instant.status', { count: answer.total }),
    all: {
      label: t('instant.all', { term: term.term }),
      href: `${sitePath('search', locale)}?${new URLSearchParams({ q: term.term })}`,
    },
    listLabel: t('instant.listLabel'),
  };
  return Response.json(results, {
    headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60' },
  });
}
