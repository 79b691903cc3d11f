import { getTranslations } from 'next-intl/server';
import { getStoryByPath, hrefFor, sitePath } from '@/content';
import { locales, type Locale } from '@/i18n/routing';
import { RESULT_TYPES, type ResultType } from '@/search/documents';
import type { SearchAnswer } from '@/search/engine';
import { searchSite } from '@/search/search-service';
import type { LanguageAlternate } from '@/site/language-alternates';
import { pageContext } from '@/site/page-context';
import { SiteFrame } from '@/site/site-frame';
import { Pager } from '@/site/ui/pager';
import { PageLink } from '@/site/ui/page-link';
import { Section } from '@/site/ui/section';
import { SearchResults } from './search-results';
import { MAX_SEARCH_TERM_LENGTH, type SearchTerm } from './search-term';

/** Results per page. */
export const RESULTS_PER_PAGE = 10;

/** The search page in every language, with the same term. */
function searchAlternates(term: SearchTerm): Record<Locale, LanguageAlternate> {
  const query = term.kind === 'empty' ? '' : `?${new URLSearchParams({ q: term.term })}`;
  return Object.fromEntries(
    locales.map((code) => [code, { href: `${sitePath('search', code)}${query}`, fallback: false }]),
  ) as Record<Locale, LanguageAlternate>;
}

function queryOf(term: string, type?: ResultType): string {
  return `?${new URLSearchParams({ q: term, ...(type && { type }) })}`;
}

/**
 * Site search (spec section 2, route search___{lang}): a GET form and the pages that match, from
 * the language's index (src/search/): grouped by kind with counts, highlighted, paged; nothing
 * found suggests the closest words and the product list. Works without JavaScript.
 */
export async function SearchPage({
  locale,
  term,
  type,
  page,
}: {
  locale: Locale;
  term: SearchTerm;
  type?: ResultType;
  page: number;
}) {
  const [t, context] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    pageContext(locale),
  ]);
  const answer: SearchAnswer | undefined =
    term.kind === 'valid'
      ? await searchSite(locale, { term: term.term, type, page, perPage: RESULTS_PER_PAGE })
      : undefined;
  const value = term.kind === 'empty' ? '' : term.term;
  // Nothing found: the product list, in this language's words.
  const products =
    answer?.total === 0 ? await getStoryByPath(locale, 'prodotti').catch(() => null) : null;
  const searchPath = sitePath('search', locale);
  const message = {
    empty: t('prompt'),
    'too-short': t('tooShort'),
    'too-long': t('tooLong', { max: MAX_SEARCH_TERM_LENGTH }),
    invalid: t('invalid'),
    valid: undefined,
  }[term.kind];
  return (
    <SiteFrame context={{ ...context, alternates: searchAlternates(term) }}>
      <Section width="medium" labelledBy="search-title">
        <h1 id="search-title" className="heading-1 mb-8">
          {t('title')}
        </h1>
        <form role="search" method="get" action={searchPath} className="mb-10">
          <label htmlFor="search-q" className="mb-2 block font-semibold">
            {t('label')}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id="search-q"
              name="q"
              type="search"
              defaultValue={value}
              maxLength={MAX_SEARCH_TERM_LENGTH}
              autoComplete="off"
              className="min-h-12 flex-1 rounded-sm border-2 border-steel-300 px-4 text-lg focus:border-ink"
            />
            <button
              type="submit"
              className="min-h-12 rounded-sm bg-accent px-8 font-semibold text-ink hover:bg-accent-strong"
            >
              {t('submit')}
            </button>
          </div>
        </form>
        <div aria-live="polite">
          {message ? (
            <p className="text-lg" data-search-message={term.kind}>
              {message}
            </p>
          ) : null}
          {answer && term.kind === 'valid' ? (
            <>
              <p className="mb-2 text-lg text-steel-700">
                {t('results', { count: answer.total, term: term.term })}
              </p>
              {answer.match === 'tolerant' ? (
                <p className="mb-6 text-steel-700">{t('tolerant')}</p>
              ) : answer.match === 'some' ? (
                <p className="mb-6 text-steel-700">{t('some')}</p>
              ) : null}
              {answer.total > 0 ? (
                <nav aria-label={t('kindsLabel')} className="mt-6 mb-8">
                  <ul className="flex flex-wrap gap-2">
                    {[undefined, ...RESULT_TYPES].map((kind) => {
                      const count = kind ? answer.counts[kind] : answer.total;
                      if (count === 0) return null;
                      return (
                        <li key={kind ?? 'all'}>
                          <a
                            href={searchPath + queryOf(term.term, kind)}
                            {...(kind === type ? { 'aria-current': 'page' as const } : {})}
                            className="inline-flex min-h-11 items-center gap-2 rounded-sm border-2 border-steel-300 px-4 text-sm font-semibold hover:border-ink aria-[current]:border-ink aria-[current]:bg-ink aria-[current]:text-white"
                          >
                            {kind ? t(`groups.${kind}`) : t('all')}
                            <span className="tabular-nums">({count})</span>
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </nav>
              ) : null}
              {answer.hits.length > 0 ? (
                <SearchResults
                  hits={answer.hits}
                  locale={locale}
                  start={(answer.page - 1) * RESULTS_PER_PAGE + 1}
                />
              ) : null}
              <Pager
                locale={locale}
                label={t('pagesLabel')}
                path={searchPath}
                search={queryOf(term.term, type)}
                page={answer.page}
                total={answer.pages}
              />
              {answer.total === 0 ? (
                <div className="flex flex-col gap-4">
                  {answer.suggestions.length > 0 ? (
                    <p className="text-lg">
                      {t('suggest')}{' '}
                      {answer.suggestions.map((suggestion, index) => (
                        <span key={suggestion}>
                          {index > 0 ? ', ' : null}
                          <a
                            href={searchPath + queryOf(suggestion)}
                            className="link-underline font-semibold"
                          >
                            {suggestion}
                          </a>
                        </span>
                      ))}
                    </p>
                  ) : null}
                  {products ? (
                    <p>
                      <PageLink
                        href={hrefFor(products, locale)}
                        className="link-underline font-semibold"
                      >
                        {t('browseProducts')}
                      </PageLink>
                    </p>
                  ) : null}
                </div>
              ) : null}
            </>
          ) : null}
        </div>
      </Section>
    </SiteFrame>
  );
}
