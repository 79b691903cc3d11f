import { withoutAnswer, type FinderAnswers } from '@/catalogue/finder/answers';
import type { FinderResult } from '@/catalogue/finder/find';
import type { Locale } from '@/i18n/routing';
import { comparePath } from '@/paths/compare-paths';
import { PageLink } from '@/site/ui/page-link';
import { finderPath } from '@/paths/finder-paths';
import { quotePath } from '@/paths/quote-paths';
import { splitReasons } from '@/catalogue/finder/shared-reasons';
import { FinderCard, type CardProduct } from './finder-card';
import { FinderShared } from './finder-shared';
import { reasonText, type ReasonWords } from './reason-text';

/** How many of the first machines "Compare these" and "Request a quote for these" carry. */
export const CARRIED = 4;

interface Props {
  locale: Locale;
  answers: FinderAnswers;
  result: FinderResult;
  /** Each product's page in the visitor's language, by slug. */
  hrefs: ReadonlyMap<string, string>;
  /** Each product's image and model code, by slug. */
  cards: ReadonlyMap<string, Omit<CardProduct, 'href'>>;
  /** The dealer locator, for the fitting machines' family when they share one. */
  dealers: string;
  words: ReasonWords;
}

/** The machines that fit, ranked with their reasons, the near misses and what rules all out. */
export function FinderResults({ locale, answers, result, hrefs, cards, dealers, words }: Props) {
  const { t } = words;
  const { fits, nearMisses, blocker, suggestion } = result;
  const carried = fits.slice(0, CARRIED).map((fit) => fit.machine.slug);
  const { shared, own } = splitReasons(fits);
  const name = (slug: string, text: string) => {
    const href = hrefs.get(slug);
    return href ? <PageLink href={href}>{text}</PageLink> : text;
  };
  return (
    <>
      {suggestion ? (
        <p className="finder-suggestion" data-finder-suggestion={suggestion.process}>
          {t('suggestion', {
            process: t(`processo.${suggestion.process}`),
            why: t(`why.${suggestion.why}`),
          })}
        </p>
      ) : null}
      <p className="finder-count" data-finder-count={fits.length}>
        {t('count', { count: fits.length })}
      </p>
      {fits.length > 0 ? (
        <>
          <FinderShared shared={shared} count={fits.length} words={words} />
          <ol className="finder-fits" data-finder-fits>
            {fits.map((fit, index) => (
              <FinderCard
                key={fit.machine.slug}
                locale={locale}
                fit={fit}
                own={own.get(fit.machine.slug) ?? fit.reasons}
                process={answers.processo ?? suggestion?.process}
                product={{ ...cards.get(fit.machine.slug), href: hrefs.get(fit.machine.slug) }}
                best={index === 0}
                words={words}
              />
            ))}
          </ol>
          <p className="finder-actions">
            {carried.length >= 2 ? (
              <a
                className="button button-outline button-compact"
                href={comparePath(locale, carried)}
                data-finder-compare
              >
                {t('compare')}
              </a>
            ) : null}
            <a
              className="button button-primary button-compact"
              href={quotePath(locale, carried)}
              data-finder-quote
            >
              {t('quote', { count: carried.length })}
            </a>
            <a className="finder-dealers" href={dealers} data-locator-link>
              {t('dealers')}
            </a>
          </p>
        </>
      ) : null}
      {blocker ? (
        <p className="finder-blocker" data-finder-blocker={blocker.question}>
          {t('blocker', { question: t(`q.${blocker.question}`), count: blocker.fits })}{' '}
          <a href={finderPath(locale, withoutAnswer(answers, blocker.question))} data-finder-relax>
            {t('relax', { question: t(`q.${blocker.question}`) })}
          </a>
        </p>
      ) : fits.length === 0 ? (
        <p className="finder-blocker">{t('noBlocker')}</p>
      ) : null}
      {nearMisses.length > 0 ? (
        <section aria-labelledby="finder-near-title" className="finder-near" data-finder-near>
          <h3 id="finder-near-title" className="text-lg font-bold">
            {t('nearMisses')}
          </h3>
          <p className="finder-help">{t('nearMissesLead')}</p>
          <ul>
            {nearMisses.map((near) => (
              <li key={near.machine.slug} data-slug={near.machine.slug}>
                <strong>{name(near.machine.slug, near.machine.name)}</strong>:{' '}
                {reasonText(near.reason, words)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
