import {
  DUTIES,
  PROCESSES,
  SUPPLIES,
  USES,
  type FinderAnswers,
  type Question,
} from '@/catalogue/finder/answers';
import type { ReactNode } from 'react';
import type { FinderTranslate } from './reason-text';

interface Props {
  action: string;
  answers: FinderAnswers;
  /** The catalogue's materials: value and name in the visitor's language. */
  materials: ReadonlyArray<{ value: string; name: string }>;
  /** The thickness as the visitor typed it when it could not be read, so they can mend it. */
  thicknessText?: string;
  /** How many machines fit the answers as they stand ("12 machines fit."). */
  count: string;
  t: FinderTranslate;
}

export const FINDER_FORM_ID = 'finder-form';
/** The id of a question's fieldset: the summary's "Change" links lead there. */
export const questionId = (question: Question) => `finder-${question}`;

function Question({
  question,
  t,
  children,
}: {
  question: Question;
  t: FinderTranslate;
  children: ReactNode;
}) {
  const help = `${questionId(question)}-help`;
  return (
    <fieldset id={questionId(question)} className="finder-question" aria-describedby={help}>
      <legend>{t(`q.${question}`)}</legend>
      <p id={help} className="finder-help">
        {t(`help.${question}`)}
      </p>
      {children}
    </fieldset>
  );
}

function Choices<T extends string>({
  question,
  values,
  chosen,
  none,
  t,
}: {
  question: Exclude<Question, 'materiale' | 'spessore'>;
  values: readonly T[];
  chosen: T | undefined;
  none: string;
  t: FinderTranslate;
}) {
  return (
    <Question question={question} t={t}>
      <div className="finder-choices">
        <label>
          <input type="radio" name={question} value="" defaultChecked={chosen === undefined} />
          <span>{none}</span>
        </label>
        {values.map((value) => (
          <label key={value}>
            <input type="radio" name={question} value={value} defaultChecked={chosen === value} />
            <span>{t(`${question}.${value}`)}</span>
          </label>
        ))}
      </div>
    </Question>
  );
}

/**
 * The finder's questions: a GET form to the finder's own path, so that without JavaScript the
 * answer is a page whose URL is the answers. Every question optional, each with its help. The
 * count of fitting machines and the button to them stay at the foot of the screen while the
 * visitor answers; on a phone the machines are below the questions, and the button leads there.
 */
export function FinderForm({ action, answers, materials, thicknessText, count, t }: Props) {
  const thickness =
    answers.spessore !== undefined ? String(answers.spessore) : (thicknessText ?? '');
  return (
    <form id={FINDER_FORM_ID} method="get" action={action} className="finder-form" data-finder-form>
      <h2 className="heading-3">{t('questions')}</h2>
      <p className="finder-help">{t('optional')}</p>
      <Choices
        question="processo"
        values={PROCESSES}
        chosen={answers.processo}
        none={t('notSure')}
        t={t}
      />
      <Question question="materiale" t={t}>
        <div className="finder-choices">
          {materials.map((material) => (
            <label key={material.value}>
              <input
                type="checkbox"
                name="materiale"
                value={material.value}
                defaultChecked={answers.materiale.includes(material.value)}
              />
              <span>{material.name}</span>
            </label>
          ))}
        </div>
      </Question>
      <Question question="spessore" t={t}>
        <label className="finder-thickness">
          <span className="sr-only">{t('q.spessore')}</span>
          <input
            type="text"
            name="spessore"
            inputMode="decimal"
            autoComplete="off"
            size={6}
            maxLength={8}
            defaultValue={thickness}
            aria-describedby={`${questionId('spessore')}-help`}
          />
          <span aria-hidden="true">{t('mm')}</span>
        </label>
      </Question>
      <Choices question="rete" values={SUPPLIES} chosen={answers.rete} none={t('any')} t={t} />
      <Choices question="uso" values={USES} chosen={answers.uso} none={t('any')} t={t} />
      <Choices question="impiego" values={DUTIES} chosen={answers.impiego} none={t('any')} t={t} />
      <div className="finder-submit">
        <p className="finder-live-count" data-finder-live-count>
          {count}
        </p>
        <button type="submit" className="button button-primary button-compact">
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
