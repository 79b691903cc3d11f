import { getTranslations } from 'next-intl/server';
import { searchPages, SEARCH_RESULT_LIMIT, sitePath, type Story } from '@/content';
import { locales, type Locale } from '@/i18n/routing';
import type { LanguageAlternate } from '@/site/language-alternates';
import { pageContext } from '@/site/page-context';
import { SiteFrame } from '@/site/site-frame';
import { Section } from '@/site/ui/section';
import { SearchResults } from './search-results';
import type { SearchTerm } from './search-term';

/** The search page in every language, with the same term. */
function searchAlternates(term: SearchTerm): Record<Locale, LanguageAlternate> {
  const query = term.kind === 'empty' ? '' : `?${new URLSearchParams({ q: term.term })}`;
  return Object.fromEntries(
    locales.map((code) => [code, { href: `${sitePath('search', code)}${query}`, fallback: false }]),
  ) as Record<Locale, LanguageAlternate>;
}

/** Site search (spec section 2, route search___{lang}): a GET form and the pages that match. */
export async function SearchPage({ locale, term }: { locale: Locale; term: SearchTerm }) {
  const [t, context] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    pageContext(locale),
  ]);
  const stories: Story[] = term.kind === 'valid' ? await searchPages(locale, term.term) : [];
  const value = term.kind === 'empty' ? '' : term.term;
  return (
    <SiteFrame context={{ ...context, alternates: searchAlternates(term) }}>
      <Section width="medium" labelledBy="search-title">
        <h1 id="search-title" className="heading-1 mb-8">
          {t('title')}
        </h1>
        <form role="search" method="get" action={sitePath('search', locale)} className="mb-10">
          <label htmlFor="search-q" className="mb-2 block font-semibold">
            {t('label')}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id="search-q"
              name="q"
              type="search"
              defaultValue={value}
              maxLength={100}
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
          {term.kind === 'too-short' ? <p className="text-lg">{t('tooShort')}</p> : null}
          {term.kind === 'valid' ? (
            <>
              <p className="mb-6 text-lg text-steel-700">
                {stories.length >= SEARCH_RESULT_LIMIT
                  ? t('manyResults', { count: stories.length, term: term.term })
                  : t('results', { count: stories.length, term: term.term })}
              </p>
              {stories.length > 0 ? <SearchResults stories={stories} locale={locale} /> : null}
            </>
          ) : null}
        </div>
      </Section>
    </SiteFrame>
  );
}
