'use server';

import { redirect, RedirectType } from 'next/navigation';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { acceptLead } from '@/leads/accept-lead';
import { LEAD_KINDS, type LeadKind } from '@/leads/lead-fields';
import { formStrings, type FormValues } from '@/leads/lead-schema';
import { cmsRecipients, companyContacts, publishedProducts } from './lead-context';
import { isSitePath, SENT_KEY, type LeadFormState } from './lead-form-state';

function formValues(data: FormData): FormValues {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of data.entries()) {
    if (typeof value !== 'string' || key.startsWith('$ACTION')) continue;
    const previous = values[key];
    values[key] =
      previous === undefined
        ? value
        : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return values;
}

/**
 * The forms' server action: a plain POST without JavaScript (React's progressive enhancement),
 * a fetch with it; either way the same checks and the same answer. Accepted: stored, then a 303
 * to the thank-you view, so a reload sends nothing.
 */
export async function submitLead(previous: LeadFormState, data: FormData): Promise<LeadFormState> {
  const kind = String(data.get('kind'));
  const page = String(data.get('page'));
  const round = previous.round + 1;
  if (!(LEAD_KINDS as readonly string[]).includes(kind) || !isSitePath(page)) {
    return { status: 'refused', errors: {}, values: {}, round };
  }
  const localeValue = String(data.get('locale'));
  const locale: Locale = isLocale(localeValue) ? localeValue : defaultLocale;
  const values = formValues(data);
  const result = await acceptLead(kind as LeadKind, locale, values, {
    resolveProducts: publishedProducts(locale),
    recipients: cmsRecipients(locale),
    contacts: companyContacts(locale),
  });
  if (result.status === 'accepted') {
    redirect(`${page}?${SENT_KEY}=${kind}`, RedirectType.push);
  }
  if (result.status === 'refused' || result.status === 'unavailable') {
    // what the person typed stays in the form, so calling or writing instead loses nothing
    const token = result.status === 'refused' ? result.token : undefined;
    return { status: 'refused', errors: {}, values: formStrings(values), token, round };
  }
  return {
    status: 'invalid',
    errors: result.errors,
    values: result.values,
    token: result.token,
    round,
  };
}
