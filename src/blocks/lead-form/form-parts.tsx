import { HONEYPOT_FIELD, OPENED_ENDPOINT, TOKEN_FIELD } from '@/leads/lead-fields';
import type { ControlAttributes } from './form-field';

/**
 * Parts the site's forms share (the lead forms and the job application form): the list of
 * errors in the summary, the honeypot, and the privacy acknowledgement.
 */

/** The summary's heading and one link per field in error, to that field. */
export function ErrorList<Field extends string>({
  fields,
  title,
  id,
  message,
}: {
  fields: readonly Field[];
  /** With `{count}` replaced here. */
  title: Record<'one' | 'other', string>;
  id: (field: string) => string;
  message: (field: Field) => string | undefined;
}) {
  return (
    <>
      <h2 className="heading-4">
        {(fields.length === 1 ? title.one : title.other).replace('{count}', String(fields.length))}
      </h2>
      <ul>
        {fields.map((name) => (
          <li key={name}>
            <a href={`#${id(name)}`}>{message(name)}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The form's timing token: the one the page's script fetched or the server sent back; without a
 * script, an image that hands the visitor one in a cookie as the form is shown (`form-cookie.ts`).
 */
export function TimingToken({ token }: { token: string | undefined }) {
  return (
    <>
      <input type="hidden" name={TOKEN_FIELD} value={token ?? ''} />
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element -- a mark, not a picture to optimise */}
        <img src={OPENED_ENDPOINT} alt="" width={1} height={1} hidden />
      </noscript>
    </>
  );
}

/** The field a person never sees (and a screen reader never reads) and a robot fills in. */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className="lead-form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** The acknowledgement of the privacy notice, linked, with its error tied to it. */
export function PrivacyConsent({
  id,
  words,
  href,
  error,
  checked,
}: {
  id: string;
  /** The sentence split around the link's words. */
  words: { before: string; link: string; after: string };
  href: string;
  error?: string;
  checked: boolean;
}) {
  return (
    <div>
      <label className="lead-form-check">
        <input
          id={id}
          type="checkbox"
          name="privacy"
          value="yes"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          defaultChecked={checked}
        />
        <span>
          {words.before}
          <a href={href} className="link-underline">
            {words.link}
          </a>
          {words.after}
        </span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="lead-form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A select whose first option asks for a choice (its value empty, so "required" holds). */
export function ChoiceSelect<Value extends string>({
  attributes,
  choose,
  options,
  labels,
  value,
}: {
  attributes: ControlAttributes;
  choose: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  value: string;
}) {
  return (
    <select {...attributes} defaultValue={value}>
      <option value="">{choose}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </select>
  );
}
