import './finder.css';
import { getTranslations } from 'next-intl/server';
import {
  hasAnswers,
  parseAnswers,
  type AnswerNote,
  type FinderAnswers,
} from '@/catalogue/finder/answers';
import { findMachines } from '@/catalogue/finder/find';
import { getDatasourceLabels } from '@/content';
import { CompareLoader } from '@/features/compare/compare-loader';
import { FinderIsland } from '@/features/finder/finder-island';
import { locales, type Locale } from '@/i18n/routing';
import { finderPath } from '@/paths/finder-paths';
import { dealersPath } from '@/paths/locator-paths';
import {
  comparableProducts,
  sharedFamily,
  type ComparableProduct,
} from '@/site/compare/comparable-products';
import type { LanguageAlternate } from '@/site/language-alternates';
import { pageContext } from '@/site/page-context';
import { SiteFrame } from '@/site/site-frame';
import { FinderForm } from './finder-form';
import { finderCatalogue } from './finder-machines';
import { CARRIED, FinderResults } from './finder-results';
import { FinderSummary } from './finder-summary';
import type { FinderTranslate, ReasonWords } from './reason-text';

/** The answers a query gives, read against the catalogue's materials in `locale`. */
export async function finderAnswersOf(locale: Locale, query: URLSearchParams) {
  const labels = await getDatasourceLabels('materiali', locale);
  const materials: Record<string, string> = Object.fromEntries(labels);
  return { ...parseAnswers(query, new Set(labels.keys())), materials };
}

/** Where the finder's answer starts: the no-JS form's answer page and the phone's button lead there. */
const RESULTS_ID = 'finder-results';

/** Each product's image and model code for its card, by slug. */
function cardProducts(products: ReadonlyMap<string, ComparableProduct>) {
  return new Map(
    [...products.values()].map(({ slug, product }) => [
      slug,
      { image: product.image, modelCode: product.model_code },
    ]),
  );
}

/** The same answers in every language (the language switcher's links). */
function finderAlternates(answers: FinderAnswers) {
  return Object.fromEntries(
    locales.map((code) => [code, { href: finderPath(code, answers), fallback: false }]),
  ) as Record<Locale, LanguageAlternate>;
}

function noteText(note: AnswerNote, t: FinderTranslate): string {
  const question = t(`q.${note.question}`);
  if (note.reason === 'thickness') return t('noteThickness', { value: note.value });
  if (note.reason === 'repeated') return t('noteRepeated', { question, value: note.value });
  return t('noteUnknown', { question, value: note.value });
}

/**
 * The product finder (issue 45): the buyer's job as six optional questions, and the machines
 * that fit it, ranked, each with its reasons; the near misses with the one thing that rules each
 * out; when nothing fits, the answer that rules all out and a link without it. The answers are
 * the URL's query, so the page is a GET form's answer without JavaScript; with it, the island
 * updates the answer in place (`src/features/finder/`).
 */
export async function FinderPage({ locale, query }: { locale: Locale; query: URLSearchParams }) {
  const [t, tp, context, { answers, notes, materials }, { machines, hrefs }, products] =
    await Promise.all([
      getTranslations({ locale, namespace: 'Finder' }),
      getTranslations({ locale, namespace: 'Products' }),
      pageContext(locale),
      finderAnswersOf(locale, query),
      finderCatalogue(locale),
      comparableProducts(locale),
    ]);
  const translate = t as unknown as FinderTranslate;
  const words: ReasonWords = { t: translate, locale, materials };
  const answered = hasAnswers(answers);
  const result = findMachines(answers, machines);
  const family = sharedFamily(
    result.fits.slice(0, CARRIED).map((fit) => products.get(fit.machine.slug)),
  );
  const badThickness = notes.find(
    (note) => note.question === 'spessore' && note.reason === 'thickness',
  );
  return (
    <SiteFrame context={{ ...context, alternates: finderAlternates(answers) }}>
      <div className="finder-page section tone-light">
        <div className="wrap max-w-7xl">
          <p className="eyebrow mb-3">{tp('title')}</p>
          <h1 className="heading-1 mb-4">{t('title')}</h1>
          <p className="mb-8 max-w-3xl text-lg text-steel-700">{t('lead')}</p>
          <div className="finder-layout">
            <FinderForm
              action={`${finderPath(locale)}#${RESULTS_ID}`}
              count={t('count', { count: result.fits.length })}
              answers={answers}
              materials={Object.entries(materials).map(([value, name]) => ({ value, name }))}
              thicknessText={badThickness?.value}
              t={translate}
            />
            <section
              id={RESULTS_ID}
              aria-labelledby="finder-results-title"
              className="finder-results"
              data-finder-results
              data-answered={answered ? 'true' : 'false'}
            >
              <h2 id="finder-results-title" className="heading-3">
                {t('results')}
              </h2>
              {notes.length > 0 ? (
                <ul className="finder-notes" data-finder-notes>
                  {notes.map((note) => (
                    <li key={`${note.question}:${note.value}`}>{noteText(note, translate)}</li>
                  ))}
                </ul>
              ) : null}
              {answered ? (
                <>
                  <FinderSummary locale={locale} answers={answers} words={words} />
                  <FinderResults
                    locale={locale}
                    answers={answers}
                    result={result}
                    hrefs={hrefs}
                    cards={cardProducts(products)}
                    dealers={dealersPath(locale, family)}
                    words={words}
                  />
                </>
              ) : (
                <p className="finder-start">{t('start')}</p>
              )}
            </section>
          </div>
        </div>
      </div>
      {/* The island says here how many machines fit after each answer, for screen readers. */}
      <p role="status" className="sr-only" data-finder-status />
      <FinderIsland />
      <CompareLoader />
    </SiteFrame>
  );
}
