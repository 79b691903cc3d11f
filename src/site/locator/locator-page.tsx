import './locator.css';
import { answerLocatorQuery } from '@/catalogue/locator/locator';
import { MAX_PLACE_LENGTH } from '@/catalogue/locator/gazetteer/find-place';
import {
  DEFAULT_RADIUS,
  locatorSearch,
  parseLocatorQuery,
  PARAMETERS,
  type QueryNote,
} from '@/catalogue/locator/query';
import { getDatasourceLabels } from '@/content';
import { locales, type Locale } from '@/i18n/routing';
import { LOCATOR_ANSWER_ID, locatorPath, locatorSearchPath } from '@/paths/locator-paths';
import type { LanguageAlternate } from '@/site/language-alternates';
import { pageContext } from '@/site/page-context';
import { SiteFrame } from '@/site/site-frame';
import { CountryList } from './country-list';
import { LocatorAnswerView, answerTitle } from './locator-answer';
import { LocatorForm } from './locator-form';
import { locatorWords, type LocatorWords } from './locator-words';
import { publishedPartners } from './published-partners';

/** Whether a visitor's query asks the locator anything (any of its parameters, even a bad one). */
export function hasLocatorQuery(query: URLSearchParams): boolean {
  return PARAMETERS.some((parameter) => query.has(parameter));
}

/** The question a query asks, its notes, and the answer, for the page and its metadata. */
export async function locatorAnswerOf(locale: Locale, params: URLSearchParams) {
  const [partners, families] = await Promise.all([
    publishedPartners(),
    getDatasourceLabels('famiglie', locale),
  ]);
  const { query, notes } = parseLocatorQuery(params, new Set(families.keys()));
  const answer = await answerLocatorQuery(partners, query, { locale });
  return { partners, query, notes, answer };
}

/** The form's field a query parameter is, by its label's key. */
const FIELD_OF: Record<QueryNote['parameter'], string> = {
  luogo: 'place',
  tipo: 'kinds',
  famiglia: 'family',
  raggio: 'radius',
  lat: 'nearMe',
  lng: 'nearMe',
};

function noteText(note: QueryNote, words: LocatorWords): string {
  const { t } = words;
  const field = t(FIELD_OF[note.parameter]);
  const values = { value: note.value, field };
  switch (note.reason) {
    case 'unknown':
      return t('note.unknown', values);
    case 'radius':
      return t('note.radius', { ...values, radius: DEFAULT_RADIUS });
    case 'too-long':
      return t('note.tooLong', { field, max: MAX_PLACE_LENGTH });
    case 'position':
      return t('note.position', values);
    case 'repeated':
      return t('note.repeated', values);
  }
}

/**
 * The dealer and service locator (issue 63): a GET form (a place, the kinds, a family, a radius;
 * "Near me" with JavaScript) and its answer, rendered per request; the countries' pages below.
 * Whatever the query holds, the answer is this page, with a note for what was set aside.
 */
export async function LocatorPage({ locale, params }: { locale: Locale; params: URLSearchParams }) {
  const [words, context, { partners, query, notes, answer }] = await Promise.all([
    locatorWords(locale),
    pageContext(locale),
    locatorAnswerOf(locale, params),
  ]);
  const { t } = words;
  const search = locatorSearch(query);
  const alternates = Object.fromEntries(
    locales.map((code) => [code, { href: locatorPath(code, search), fallback: false }]),
  ) as Record<Locale, LanguageAlternate>;
  return (
    <SiteFrame context={{ ...context, alternates }}>
      <div className="locator-page section tone-light">
        <div className="wrap max-w-7xl">
          <p className="eyebrow mb-3">{t('eyebrow')}</p>
          <h1 className="heading-1 mb-4">{t('title')}</h1>
          <p className="mb-8 max-w-3xl text-lg text-steel-700">{t('lead')}</p>
          <div className="locator-layout">
            <LocatorForm action={locatorSearchPath(locale)} query={query} words={words} />
            <section
              id={LOCATOR_ANSWER_ID}
              aria-labelledby="locator-results-title"
              className="locator-results"
              data-locator-answer={answer.kind}
            >
              <h2 id="locator-results-title" className="heading-3">
                {answerTitle(answer, query, words)}
              </h2>
              {notes.length > 0 ? (
                <ul className="locator-notes" data-locator-notes>
                  {notes.map((note) => (
                    <li key={`${note.parameter}:${note.value}`}>{noteText(note, words)}</li>
                  ))}
                </ul>
              ) : null}
              <LocatorAnswerView answer={answer} query={query} words={words} />
            </section>
          </div>
          <section aria-labelledby="locator-countries-title" className="locator-by-country">
            <h2 id="locator-countries-title" className="heading-3">
              {t('countries')}
            </h2>
            <CountryList partners={partners} words={words} />
          </section>
          <p className="locator-attribution">{t('attribution')}</p>
        </div>
      </div>
    </SiteFrame>
  );
}
