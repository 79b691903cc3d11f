'use client';

import { useActionState, useEffect, useRef } from 'react';
import {
  AUTOCOMPLETE,
  CONTACT_TOPICS,
  FIELD_LIMITS,
  FIELD_ORDER,
  HONEYPOT_FIELD,
  type LeadField,
  type LeadKind,
} from '@/leads/lead-fields';
import { INITIAL_STATE } from './lead-form-state';
import {
  FIELD_SLOT,
  type LeadFormFamily,
  type LeadFormProduct,
  type LeadFormTexts,
} from './lead-form-texts';
import type { submitLead } from './submit-lead';
import { FormField } from './form-field';
import { ChoiceSelect, ErrorList, Honeypot, PrivacyConsent, TimingToken } from './form-parts';
import { CountrySelect } from './country-select';
import { ProductOption, ProductPicker } from './product-picker';
import { useFormToken } from './use-form-token';
import { useProofOfWork } from './proof-of-work';

export interface LeadFormViewProps {
  kind: LeadKind;
  locale: string;
  page: string;
  /**
   * Where the form posts without JavaScript: the page with its products (React's `permalink`;
   * without one React writes `action=""`, which HTML does not allow).
   */
  permalink: string;
  idPrefix: string;
  texts: LeadFormTexts;
  countries: { code: string; name: string }[];
  products: LeadFormProduct[];
  /** The rest of the catalogue by family, to choose from (quote form). */
  families: LeadFormFamily[];
  privacyHref: string;
  /**
   * The server action, handed over by the server block rather than imported here: an import would
   * bring Next's action client into this lazily loaded chunk, and Turbopack would split the modules
   * it shares with the router into a chunk of their own, one more file on every page's first load.
   */
  submit: typeof submitLead;
}

/**
 * The site's own form: a plain POST to the server action (React posts it without JavaScript, and
 * fetches it with), checked on the server, answered with the same messages either way. The
 * error summary takes focus and links to each field; every value comes back as it was typed.
 */
export function LeadFormView(props: LeadFormViewProps) {
  const { kind, locale, page, idPrefix, texts, countries, products } = props;
  const [state, action, pending] = useActionState(props.submit, INITIAL_STATE, props.permalink);
  const summaryRef = useRef<HTMLDivElement>(null);
  const token = useFormToken(state.token);
  const proof = useProofOfWork(locale, texts.pow);
  const errors = state.errors;
  const errorFields = FIELD_ORDER[kind].filter((field) => errors[field]);
  const value = (name: string, fallback = '') => state.values[name] ?? fallback;
  const id = (field: string) => `${idPrefix}-${field}`;
  const message = (field: LeadField) => {
    const code = errors[field];
    return code ? texts.errors[code].replace(FIELD_SLOT, texts.labels[field]) : undefined;
  };

  useEffect(() => {
    if (state.round > 0 && (errorFields.length > 0 || state.status === 'refused' || state.token)) {
      summaryRef.current?.focus();
    }
    // focus once per answer of the server
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.round]);

  const shownProducts =
    state.values.p !== undefined
      ? products.filter((p) => state.values.p!.split(',').includes(p.slug))
      : products;
  const field = { errors, texts, id, message, value };
  // after a post that came back, the products ticked in the picker stay ticked
  const chosenInPicker = new Set(
    state.values.p?.split(',').filter((slug) => !products.some((p) => p.slug === slug)) ?? [],
  );

  return (
    <form
      action={action}
      onSubmit={proof.onSubmit}
      noValidate
      className="lead-form"
      aria-describedby={state.round > 0 ? `${idPrefix}-summary` : undefined}
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      <TimingToken token={token} />
      {state.round > 0 && (errorFields.length > 0 || state.status === 'refused' || state.token) ? (
        <div
          id={`${idPrefix}-summary`}
          ref={summaryRef}
          tabIndex={-1}
          autoFocus
          role="alert"
          className="lead-form-summary"
        >
          {state.status === 'refused' ? (
            <p>{texts.refused}</p>
          ) : errorFields.length > 0 ? (
            <ErrorList fields={errorFields} title={texts.errorTitle} id={id} message={message} />
          ) : (
            <p>{texts.confirm}</p>
          )}
        </div>
      ) : null}
      <Honeypot id={id(HONEYPOT_FIELD)} label={texts.honeypot} />
      <div className="lead-form-grid">
        <FormField
          {...field}
          name="name"
          required
          autoComplete={AUTOCOMPLETE.name}
          maxLength={FIELD_LIMITS.name}
        />
        {kind === 'quote' ? (
          <FormField
            {...field}
            name="company"
            required
            autoComplete={AUTOCOMPLETE.company}
            maxLength={FIELD_LIMITS.company}
          />
        ) : null}
        <FormField
          {...field}
          name="email"
          type="email"
          required
          autoComplete={AUTOCOMPLETE.email}
          maxLength={FIELD_LIMITS.email}
        />
        <FormField
          {...field}
          name="phone"
          type="tel"
          autoComplete={AUTOCOMPLETE.phone}
          maxLength={FIELD_LIMITS.phone}
        />
        {kind === 'contact' ? (
          <FormField
            {...field}
            name="company"
            autoComplete={AUTOCOMPLETE.company}
            maxLength={FIELD_LIMITS.company}
          />
        ) : null}
        {kind === 'quote' ? (
          <FormField {...field} name="country" required autoComplete={AUTOCOMPLETE.country}>
            {(attributes) => (
              <CountrySelect
                attributes={attributes}
                choose={texts.countryChoose}
                countries={countries}
                value={value('country')}
              />
            )}
          </FormField>
        ) : (
          <FormField {...field} name="topic" required>
            {(attributes) => (
              <ChoiceSelect
                attributes={attributes}
                choose={texts.topicChoose}
                options={CONTACT_TOPICS}
                labels={texts.topics}
                value={value('topic')}
              />
            )}
          </FormField>
        )}
      </div>
      {kind === 'quote' ? (
        <fieldset className="lead-form-products" aria-describedby={`${id('products')}-hint`}>
          <legend className="lead-form-label">
            {texts.labels.products} <span className="lead-form-optional">({texts.optional})</span>
          </legend>
          {texts.productsDropped ? <p className="lead-form-note">{texts.productsDropped}</p> : null}
          {shownProducts.length === 0 ? (
            <p id={`${id('products')}-hint`} className="lead-form-hint">
              {texts.productsNone}
            </p>
          ) : (
            <ul id={`${id('products')}-hint`} className="lead-form-chosen">
              {shownProducts.map((product) => (
                <li key={product.slug}>
                  <ProductOption product={product} checked />
                </li>
              ))}
            </ul>
          )}
          <ProductPicker
            families={props.families}
            texts={texts.picker}
            chosen={chosenInPicker}
            first={shownProducts.length === 0}
          />
        </fieldset>
      ) : null}
      {kind === 'quote' ? (
        <FormField {...field} name="quantity" maxLength={FIELD_LIMITS.quantity} />
      ) : null}
      <FormField {...field} name="message" required maxLength={FIELD_LIMITS.message}>
        {(attributes) => <textarea {...attributes} rows={6} defaultValue={value('message')} />}
      </FormField>
      <div className="lead-form-consents">
        <PrivacyConsent
          id={id('privacy')}
          words={texts.privacy}
          href={props.privacyHref}
          error={message('privacy')}
          checked={value('privacy') === 'yes'}
        />
        <label className="lead-form-check">
          <input
            type="checkbox"
            name="marketing"
            value="yes"
            defaultChecked={value('marketing') === 'yes'}
          />
          <span>{texts.labels.marketing}</span>
        </label>
      </div>
      {proof.widget}
      <button
        type="submit"
        className="button button-primary button-md"
        aria-disabled={pending || undefined}
      >
        {pending ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
