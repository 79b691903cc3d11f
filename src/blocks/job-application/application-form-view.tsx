'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { JOB_AREAS } from '@/leads/applications/application';
import {
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  FILE_FIELDS,
  MAX_FILE_BYTES,
  type ApplicationErrors,
  type ApplicationField,
} from '@/leads/applications/application-fields';
import { AUTOCOMPLETE, HONEYPOT_FIELD } from '@/leads/lead-fields';
import { FormField } from '../lead-form/form-field';
import {
  ChoiceSelect,
  ErrorList,
  Honeypot,
  PrivacyConsent,
  TimingToken,
} from '../lead-form/form-parts';
import { FIELD_SLOT } from '../lead-form/lead-form-texts';
import { useProofOfWork } from '../lead-form/proof-of-work';
import { useFormToken } from '../lead-form/use-form-token';
import type { ApplicationAnswer } from './application-answer';
import type { ApplicationTexts } from './application-texts';
import { sendApplication } from './send-application';

export interface ApplicationFormViewProps {
  locale: string;
  page: string;
  /** The block's id, which the route finds the form by in the page's content. */
  formId: string;
  /** Where the form posts, with the page's language and path in its query. */
  action: string;
  idPrefix: string;
  texts: ApplicationTexts;
  /** An opening's title, shown; none: the applicant chooses the area of work. */
  position?: string;
  privacyHref: string;
  /** What the server answered a post without JavaScript. */
  answer?: ApplicationAnswer;
}

interface ViewState {
  status: 'idle' | ApplicationAnswer['status'];
  errors: ApplicationErrors;
  values: Record<string, string>;
  token?: string;
  /** Counts answers, so the summary takes focus again after each. */
  round: number;
}

const ACCEPT =
  '.pdf,.docx,.odt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text';

/**
 * The job application form: a multipart POST to the application route that works without
 * JavaScript (the route answers on the page itself); with it, the same form is sent by
 * XMLHttpRequest with its upload's progress shown, and answered in place without a reload.
 */
export function ApplicationFormView(props: ApplicationFormViewProps) {
  const { texts, idPrefix } = props;
  const [state, setState] = useState<ViewState>(() => ({
    status: props.answer?.status ?? 'idle',
    errors: props.answer?.errors ?? {},
    values: props.answer?.values ?? {},
    token: props.answer?.token,
    round: props.answer ? 1 : 0,
  }));
  const [progress, setProgress] = useState<number>();
  const [sent, setSent] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const token = useFormToken(state.token);
  const proof = useProofOfWork(props.locale, texts.pow);
  const errors = state.errors;
  const errorFields = APPLICATION_FIELDS.filter((field) => errors[field]);
  const id = (field: string) => `${idPrefix}-${field}`;
  const value = (name: string, fallback = '') => state.values[name] ?? fallback;
  const message = (field: ApplicationField) => {
    const code = errors[field];
    return code ? texts.errors[code].replace(FIELD_SLOT, texts.labels[field]) : undefined;
  };
  const showSummary = state.round > 0 && state.status !== 'idle';

  useEffect(() => {
    // the first answer's summary takes focus as the page loads (autoFocus); each later one here
    if (state.round > 0) summaryRef.current?.focus();
  }, [state.round]);
  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const answered = (next: Omit<ViewState, 'round' | 'values'>) => {
    setProgress(undefined);
    proof.reset();
    setState((previous) => ({ ...next, values: previous.values, round: previous.round + 1 }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    proof.onSubmit(event);
    // the proof of work is still being solved: the form is sent again once it is
    if (event.defaultPrevented || progress !== undefined) {
      event.preventDefault();
      return;
    }
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const tooLarge = FILE_FIELDS.filter((field) => {
      const file = data.get(field);
      return file instanceof File && file.size > MAX_FILE_BYTES;
    });
    if (tooLarge.length > 0) {
      answered({
        status: 'invalid',
        errors: Object.fromEntries(tooLarge.map((field) => [field, 'fileTooLarge'])),
      });
      return;
    }
    setProgress(0);
    void sendApplication(props.action, data, (share) =>
      setProgress(Math.min(99, Math.round(share * 100))),
    ).then((answer) => {
      if (answer.status === 'accepted') {
        setProgress(undefined);
        setSent(true);
        return;
      }
      answered({
        status: answer.status,
        errors: answer.status === 'invalid' ? answer.errors : {},
        token: 'token' in answer ? answer.token : undefined,
      });
    });
  };

  if (sent) {
    return (
      <div ref={thanksRef} tabIndex={-1} role="status" className="lead-form-thanks">
        <h3 className="heading-3">{texts.thanksTitle}</h3>
        <p className="mt-4 text-lg">{texts.thanksText}</p>
      </div>
    );
  }

  const field = { errors, texts, id, message, value };
  const sending = progress !== undefined;
  return (
    <form
      action={props.action}
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      className="application-form"
      aria-describedby={showSummary ? `${idPrefix}-summary` : undefined}
    >
      <input type="hidden" name="locale" value={props.locale} />
      <input type="hidden" name="page" value={props.page} />
      <input type="hidden" name="form" value={props.formId} />
      <TimingToken token={token} />
      {showSummary ? (
        <div
          id={`${idPrefix}-summary`}
          ref={summaryRef}
          tabIndex={-1}
          autoFocus
          role="alert"
          className="lead-form-summary"
        >
          {state.status === 'refused' && !state.token ? (
            <p>{texts.refused}</p>
          ) : state.status === 'unavailable' ? (
            <p>{texts.unavailable}</p>
          ) : errorFields.length > 0 ? (
            <ErrorList fields={errorFields} title={texts.errorTitle} id={id} message={message} />
          ) : (
            <p>{texts.confirm}</p>
          )}
          {props.answer && state.round === 1 ? <p>{texts.filesAgain}</p> : null}
        </div>
      ) : null}
      <Honeypot id={id(HONEYPOT_FIELD)} label={texts.honeypot} />
      {props.position ? (
        <p className="application-position">
          <span className="lead-form-label">{texts.labels.position}</span>
          <span>{props.position}</span>
        </p>
      ) : null}
      <div className="lead-form-grid">
        <FormField
          {...field}
          name="name"
          required
          autoComplete={AUTOCOMPLETE.name}
          maxLength={APPLICATION_LIMITS.name}
        />
        <FormField
          {...field}
          name="email"
          type="email"
          required
          autoComplete={AUTOCOMPLETE.email}
          maxLength={APPLICATION_LIMITS.email}
        />
        <FormField
          {...field}
          name="phone"
          type="tel"
          autoComplete={AUTOCOMPLETE.phone}
          maxLength={APPLICATION_LIMITS.phone}
        />
        {props.position ? null : (
          <FormField {...field} name="area" required>
            {(attributes) => (
              <ChoiceSelect
                attributes={attributes}
                choose={texts.areaChoose}
                options={JOB_AREAS}
                labels={texts.areas}
                value={value('area')}
              />
            )}
          </FormField>
        )}
      </div>
      <FormField {...field} name="message" maxLength={APPLICATION_LIMITS.message}>
        {(attributes) => <textarea {...attributes} rows={4} defaultValue={value('message')} />}
      </FormField>
      <div className="lead-form-grid">
        {FILE_FIELDS.map((name) => (
          <FormField key={name} {...field} name={name} required={name === 'cv'}>
            {(attributes) => (
              <input
                {...attributes}
                maxLength={undefined}
                type="file"
                accept={ACCEPT}
                className="lead-form-control application-file"
              />
            )}
          </FormField>
        ))}
      </div>
      <div className="lead-form-consents">
        <PrivacyConsent
          id={id('privacy')}
          words={texts.privacy}
          href={props.privacyHref}
          error={message('privacy')}
          checked={value('privacy') === 'yes'}
        />
      </div>
      {proof.widget}
      {sending ? (
        <div className="application-progress">
          <progress
            id={id('progress')}
            max={100}
            value={progress}
            aria-labelledby={id('progress-text')}
          />
          <p id={id('progress-text')} aria-live="polite">
            {texts.progress.replace('{percent}', String(progress))}
          </p>
        </div>
      ) : null}
      <button
        type="submit"
        className="button button-primary button-md"
        aria-disabled={sending || undefined}
      >
        {sending ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
