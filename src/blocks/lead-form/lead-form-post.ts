import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { LEAD_KINDS, type LeadKind } from '@/leads/lead-fields';
import type { FormValues } from '@/leads/lead-schema';
import { isCountryCode } from '@/leads/countries';
import type { StoredLead } from '@/leads/lead-store';
import { isSitePath } from './lead-form-state';
import { thanksSearch } from './thanks-query';

/** A lead form's post: which form, on which page, in which language, and what was typed. */
export interface LeadFormPost {
  kind: LeadKind;
  page: string;
  locale: Locale;
  values: FormValues;
}

function formValues(data: FormData): FormValues {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of data.entries()) {
    if (typeof value !== 'string' || key.startsWith('$ACTION')) continue;
    // appended in place: copying the list for each value took time growing with their square
    const previous = values[key];
    if (previous === undefined) values[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else values[key] = [previous, value];
  }
  return values;
}

/** The post of one of the site's lead forms, or undefined when its kind or page is not one. */
export function readLeadFormPost(data: FormData): LeadFormPost | undefined {
  const kind = String(data.get('kind'));
  const page = String(data.get('page'));
  if (!(LEAD_KINDS as readonly string[]).includes(kind) || !isSitePath(page)) return undefined;
  const localeValue = String(data.get('locale'));
  return {
    kind: kind as LeadKind,
    page,
    locale: isLocale(localeValue) ? localeValue : defaultLocale,
    values: formValues(data),
  };
}

/** Where an accepted request is answered: the form page's thank-you view, with its recap. */
export const thanksPath = (post: LeadFormPost, lead: StoredLead) =>
  `${post.page}${thanksSearch(post.kind, {
    reference: lead.id,
    products: lead.products,
    country: isCountryCode(lead.country) ? lead.country : undefined,
  })}`;
