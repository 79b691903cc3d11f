import {
  QUESTIONS,
  withoutAnswer,
  type FinderAnswers,
  type Question,
} from '@/catalogue/finder/answers';
import type { Locale } from '@/i18n/routing';
import { finderPath } from '@/paths/finder-paths';
import { questionId } from './finder-form';
import type { ReasonWords } from './reason-text';

function answerText(
  answers: FinderAnswers,
  question: Question,
  { t, locale, materials }: ReasonWords,
) {
  switch (question) {
    case 'materiale':
      return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        answers.materiale.map((value) => materials[value] ?? value),
      );
    case 'spessore':
      return answers.spessore === undefined
        ? undefined
        : `${new Intl.NumberFormat(locale).format(answers.spessore)} ${t('mm')}`;
    default: {
      const value = answers[question];
      return value === undefined ? undefined : t(`${question}.${value}`);
    }
  }
}

/** The answers given, each with a link to its question and one that takes it back. */
export function FinderSummary({
  locale,
  answers,
  words,
}: {
  locale: Locale;
  answers: FinderAnswers;
  words: ReasonWords;
}) {
  const { t } = words;
  const given = QUESTIONS.flatMap((question) => {
    const text = answerText(answers, question, words);
    return text ? [{ question, text }] : [];
  });
  if (given.length === 0) return null;
  return (
    <div className="finder-summary" data-finder-summary>
      <h3 className="text-lg font-bold">{t('summary')}</h3>
      <dl>
        {given.map(({ question, text }) => (
          <div key={question} data-question={question}>
            <dt>{t(`q.${question}`)}</dt>
            <dd>
              <span>{text}</span>
              <a
                href={`#${questionId(question)}`}
                aria-label={t('changeLabel', { question: t(`q.${question}`) })}
              >
                {t('change')}
              </a>
              <a
                href={finderPath(locale, withoutAnswer(answers, question))}
                aria-label={t('removeLabel', { question: t(`q.${question}`) })}
              >
                {t('remove')}
              </a>
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={finderPath(locale)} className="link-underline">
          {t('startOver')}
        </a>
      </p>
    </div>
  );
}
