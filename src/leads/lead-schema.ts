import { z } from 'zod';
import { isLocale, type Locale } from '../i18n/routing';
import { isProductSlug } from '../paths/product-query';
import { isCountryCode } from './countries';
import {
  CONTACT_TOPICS,
  FIELD_LIMITS,
  HIDDEN_CHARACTERS,
  MAX_PRODUCTS,
  type ContactTopic,
  type FieldErrorCode,
  type FieldErrors,
  type LeadField,
  type LeadKind,
} from './lead-fields';
import type { SalesPartner } from './sales-partners';

/**
 * What a visitor sent, validated: pure, so the server's answer to a plain POST, the enhanced
 * form's and the unit tests share it. Errors are codes; the form words them in the page's
 * language (messages `Leads.errors.*`).
 */
export interface LeadInput {
  kind: LeadKind;
  locale: Locale;
  name: string;
  email: string;
  company: string;
  phone: string;
  /** ISO 3166-1 alpha-2; quote requests only ('' on a contact request). */
  country: string;
  /** Product slugs, quote requests only. */
  products: string[];
  /** Their names as the visitor saw them, for the e-mail (set when the request is accepted). */
  productNames?: string[];
  /** Sales' addresses for this kind or topic from the CMS's global settings (none: LEADS_TO). */
  recipients?: string[];
  /** The company's phone and e-mail for the visitor's confirmation (`LEADS_CONFIRMATION`). */
  companyContacts?: { phone: string; email: string };
  /** Quote requests: the sales partners the e-mail to sales names (set when accepted). */
  salesPartners?: SalesPartner[];
  quantity: string;
  /** Contact requests only ('' on a quote request). */
  topic: ContactTopic | '';
  message: string;
  marketing: boolean;
}

export type LeadValidation =
  | { ok: true; lead: LeadInput }
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

/** A plain form's values: one string per name (products are `p` values, possibly several). */
export type FormValues = Record<string, string | readonly string[] | undefined>;

// one @, something on each side, a dot in the domain, no spaces: what a mail server will accept
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;
const PHONE = /^[+()0-9 ./-]{5,}$/;

const text = (max: number, required: boolean) => {
  const base = z.string().trim().max(max, { message: 'tooLong' });
  return required ? base.min(1, { message: 'required' }) : base;
};

/** A one-line field: what `text` checks, and none of the HIDDEN_CHARACTERS. */
const line = (max: number, required: boolean, code: FieldErrorCode = 'oneLine') =>
  text(max, required).refine((v) => !HIDDEN_CHARACTERS.test(v), { message: code });

const common = {
  name: line(FIELD_LIMITS.name, true),
  email: line(FIELD_LIMITS.email, true, 'email').pipe(
    z.string().regex(EMAIL, { message: 'email' }),
  ),
  phone: line(FIELD_LIMITS.phone, false).refine((v) => v === '' || PHONE.test(v), {
    message: 'invalid',
  }),
  message: text(FIELD_LIMITS.message, true),
  privacy: z.literal('yes', { message: 'acknowledge' }),
};

const quoteSchema = z.object({
  ...common,
  company: line(FIELD_LIMITS.company, true),
  country: z.string().refine(isCountryCode, { message: 'required' }),
  products: z.array(z.string().refine(isProductSlug, { message: 'invalid' })).max(MAX_PRODUCTS, {
    message: 'invalid',
  }),
  quantity: line(FIELD_LIMITS.quantity, false),
});

const contactSchema = z.object({
  ...common,
  company: line(FIELD_LIMITS.company, false),
  topic: z.enum(CONTACT_TOPICS, { message: 'required' }),
});

function single(value: string | readonly string[] | undefined): string {
  if (typeof value === 'string') return value;
  return value?.[0] ?? '';
}

/** A form's values as one string each (several values joined by commas), to show them again. */
export function formStrings(values: FormValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : (value ?? []).join(','),
    ]),
  );
}

/** `p` may come as `a,b` (the links) or as several `p` fields (the form's checkboxes). */
export function productList(value: string | readonly string[] | undefined): string[] {
  const parts = (typeof value === 'string' ? [value] : (value ?? [])).flatMap((v) => v.split(','));
  return [...new Set(parts.map((v) => v.trim()).filter((v) => v !== ''))];
}

export function validateLead(
  kind: LeadKind,
  localeValue: string,
  values: FormValues,
): LeadValidation {
  const locale: Locale = isLocale(localeValue) ? localeValue : 'it';
  const fields = {
    name: single(values.name),
    email: single(values.email),
    phone: single(values.phone),
    company: single(values.company),
    message: single(values.message),
    privacy: single(values.privacy),
    country: single(values.country),
    quantity: single(values.quantity),
    topic: single(values.topic),
  };
  const products = productList(values.p);
  const parsed =
    kind === 'quote'
      ? quoteSchema.safeParse({ ...fields, products })
      : contactSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as LeadField;
      errors[field] ??= issue.message as FieldErrorCode;
    }
    return { ok: false, errors, values: { ...fields, p: products.join(',') } };
  }
  const data = parsed.data;
  return {
    ok: true,
    lead: {
      kind,
      locale,
      name: data.name,
      email: data.email.toLowerCase(),
      company: data.company,
      phone: data.phone,
      country: 'country' in data ? data.country : '',
      products: 'products' in data ? data.products : [],
      quantity: 'quantity' in data ? data.quantity : '',
      topic: 'topic' in data ? data.topic : '',
      message: data.message,
      marketing: single(values.marketing) === 'yes',
    },
  };
}
