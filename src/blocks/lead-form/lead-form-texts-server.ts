import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { CONTACT_TOPICS, FIELD_LIMITS } from '@/leads/lead-fields';
import { LEAD_FIELDS, type FieldErrorCode, type LeadField } from '@/leads/lead-fields';
import { FIELD_SLOT, POW_STRINGS, type LeadFormTexts } from './lead-form-texts';

/** Every code: one added without being listed here fails the type check. */
export const CODES = Object.keys({
  required: true,
  email: true,
  tooLong: true,
  invalid: true,
  acknowledge: true,
  oneLine: true,
} satisfies Record<FieldErrorCode, true>) as FieldErrorCode[];

/** The form's words in `locale`, with the contact details a refusal points to. */
export async function leadFormTexts(
  locale: Locale,
  contact: { phone: string; email: string },
  dropped: readonly string[],
): Promise<LeadFormTexts> {
  const t = await getTranslations({ locale, namespace: 'Leads' });
  const labels = Object.fromEntries(LEAD_FIELDS.map((field) => [field, t(field)])) as Record<
    LeadField,
    string
  >;
  const [, before = '', link = '', after = ''] =
    /^(.*)<link>(.*)<\/link>(.*)$/s.exec(t.raw('privacy') as string) ?? [];
  return {
    labels: { ...labels, privacy: link, marketing: t('marketing') },
    optional: t('optional'),
    required: t('required'),
    hints: {
      email: t('emailHint'),
      phone: t('phoneHint'),
      quantity: t('quantityHint'),
      message: t('messageHint', { max: FIELD_LIMITS.message }),
    },
    topics: Object.fromEntries(
      CONTACT_TOPICS.map((topic) => [topic, t(`topics.${topic}`)]),
    ) as LeadFormTexts['topics'],
    topicChoose: t('topicChoose'),
    countryChoose: t('countryChoose'),
    productsNone: t('productsNone'),
    picker: {
      choose: t('pickerChoose'),
      more: t('pickerMore'),
      search: t('pickerSearch'),
      none: t.raw('pickerNone') as string,
    },
    productsDropped:
      dropped.length > 0
        ? t('productsDropped', { count: dropped.length, names: dropped.join(', ') })
        : undefined,
    privacy: { before, link, after },
    submit: t('submit'),
    sending: t('sending'),
    errorTitle: {
      one: t('errorTitle', { count: 1 }),
      other: t('errorTitle', { count: 99 }).replace('99', '{count}'),
    },
    // one sentence per code, the field's label put in by the form: the page carries 5, not 50
    errors: Object.fromEntries(
      CODES.map((code) => [code, t(`errors.${code}`, { field: FIELD_SLOT })]),
    ) as LeadFormTexts['errors'],
    refused: t('refused', contact),
    confirm: t('confirm'),
    honeypot: t('honeypot'),
    pow: Object.fromEntries(
      POW_STRINGS.map((key) => [key, t(`pow.${key}`)]),
    ) as LeadFormTexts['pow'],
  };
}
