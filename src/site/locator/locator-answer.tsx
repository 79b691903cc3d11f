import { candidateText, type LocatorAnswer } from '@/catalogue/locator/locator';
import type { Place } from '@/catalogue/locator/gazetteer/gazetteer';
import type { PartnerSearch } from '@/catalogue/locator/find-partners';
import { locatorSearch, type LocatorQuery } from '@/catalogue/locator/query';
import { locatorSearchPath } from '@/paths/locator-paths';
import { LocatorMap } from './locator-map';
import type { LocatorWords } from './locator-words';
import { PartnerCard } from './partner-card';
import { placeLabel } from './place-label';

/**
 * The list shows at most this many partners, nearest first: an answer's size is bounded whatever
 * the number of partners (5,000 within 500 km would be a page of megabytes).
 */
export const MAX_SHOWN = 30;

/** The heading of the answer: the place, the visitor's position, or none yet. */
export function answerTitle(answer: LocatorAnswer, query: LocatorQuery, words: LocatorWords) {
  if (answer.kind !== 'results') return words.t('results');
  if (answer.origin.precision === 'position') return words.t('resultsNearYou');
  return words.t('resultsNear', { place: placeLabel(query.place, answer.origin) });
}

function Candidates({
  candidates,
  query,
  words,
}: {
  candidates: Place[];
  query: LocatorQuery;
  words: LocatorWords;
}) {
  return (
    <ul className="locator-candidates" data-locator-candidates>
      {candidates.map((place) => (
        <li key={place.id}>
          {/* A search, not a page: a plain link that loads it (docs/architecture.md, "Listing queries"). */}
          <a
            href={locatorSearchPath(
              words.locale,
              locatorSearch(query, { place: candidateText(place) }),
            )}
          >
            {[place.name, place.region, words.country(place.country)].filter(Boolean).join(', ')}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Results({
  search,
  query,
  origin,
  words,
}: {
  search: PartnerSearch;
  query: LocatorQuery;
  origin: Extract<LocatorAnswer, { kind: 'results' }>['origin'];
  words: LocatorWords;
}) {
  const { t, locale } = words;
  const place = origin.place;
  const where = place
    ? [placeLabel(query.place, origin), place.region, words.country(place.country)]
        .filter(Boolean)
        .join(', ')
    : '';
  const from =
    origin.precision === 'position'
      ? t('fromPosition')
      : origin.precision === 'postal-area'
        ? t('fromPostcode', { place: where })
        : t('fromPlace', { place: where });
  const { answers, nextRadius, nearest } = search;
  const shown = answers.slice(0, MAX_SHOWN);
  return (
    <>
      <p className="locator-origin" data-locator-origin={origin.precision}>
        {from}
      </p>
      <p className="locator-count" data-locator-count={answers.length}>
        {answers.length > 0
          ? t('count', { count: answers.length, radius: search.radius })
          : t('noneWithin', { radius: search.radius })}
      </p>
      {shown.length > 0 ? (
        <ol className="locator-answers" data-locator-answers>
          {shown.map((answer) => (
            <li key={answer.partner.slug}>
              <PartnerCard partner={answer.partner} distanceKm={answer.distanceKm} words={words} />
            </li>
          ))}
        </ol>
      ) : null}
      {answers.length > shown.length ? (
        <p className="locator-note">{t('shownOf', { shown: shown.length })}</p>
      ) : null}
      {nextRadius !== undefined ? (
        <p className="locator-wider">
          <a
            href={locatorSearchPath(locale, locatorSearch(query, { radius: nextRadius }))}
            className="button button-primary button-compact"
            data-locator-wider={nextRadius}
          >
            {t('wider', { radius: nextRadius })}
          </a>
        </p>
      ) : null}
      {nearest ? (
        <div className="locator-nearest" data-locator-nearest>
          <p>{t('nearestBeyond', { distance: words.distance(nearest.distanceKm) })}</p>
          <PartnerCard partner={nearest.partner} distanceKm={nearest.distanceKm} words={words} />
        </div>
      ) : null}
      {answers.length === 0 && nextRadius === undefined && !nearest ? (
        <p className="locator-note" data-locator-none>
          {t('noneAtAll')}
        </p>
      ) : null}
      {shown.length > 0 ? <LocatorMap locale={locale} origin={origin} answers={shown} /> : null}
    </>
  );
}

/** What the locator answers a query: the partners near a place, or why it cannot yet. */
export function LocatorAnswerView({
  answer,
  query,
  words,
}: {
  answer: LocatorAnswer;
  query: LocatorQuery;
  words: LocatorWords;
}) {
  const { t } = words;
  switch (answer.kind) {
    case 'idle': {
      const family = query.family && words.families.get(query.family);
      return (
        <p className="locator-start" data-locator-start>
          {family ? t('startFamily', { family }) : t('start')}
        </p>
      );
    }
    case 'unavailable':
      return (
        <p className="locator-note" data-locator-unavailable>
          {t('unavailable')}
        </p>
      );
    case 'results':
      return <Results search={answer.search} query={query} origin={answer.origin} words={words} />;
    case 'place': {
      const { result } = answer;
      if (result.kind === 'too-long') {
        return <p className="locator-note">{t('tooLong', { max: result.max })}</p>;
      }
      if (result.kind === 'unknown') {
        return (
          <p className="locator-note" data-locator-unknown>
            {t('unknownPlace', { place: result.text })}
          </p>
        );
      }
      return (
        <div className="locator-ambiguous" data-locator-ambiguous>
          <p className="locator-note">
            {result.precision === 'postal-area'
              ? t('ambiguousPostcode', { place: query.place ?? '' })
              : t('ambiguous', { place: query.place ?? '' })}
          </p>
          <Candidates candidates={result.candidates} query={query} words={words} />
        </div>
      );
    }
  }
}
