import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { JOB_AREAS } from '@/leads/applications/application';
import {
  APPLICATION_LIMITS,
  type ApplicationErrorCode,
} from '@/leads/applications/application-fields';
import { FIELD_SLOT, POW_STRINGS } from '../lead-form/lead-form-texts';
import { CODES } from '../lead-form/lead-form-texts-server';
import type { FieldErrorCode } from '@/leads/lead-fields';
import type { ApplicationTexts } from './application-texts';

/** The files' codes, worded by `Applications.errors`; the others by the lead forms' messages. */
const FILE_CODES = Object.keys({
  fileType: true,
  fileMacros: true,
  fileUnsafe: true,
  fileTooLarge: true,
} satisfies Record<Exclude<ApplicationErrorCode, FieldErrorCode>, true>) as Exclude<
  ApplicationErrorCode,
  FieldErrorCode
>[];

/** The form's words in `locale`; `email` is the address a refusal points to. */
export async function applicationTexts(locale: Locale, email: string): Promise<ApplicationTexts> {
  const [t, leads] = await Promise.all([
    getTranslations({ locale, namespace: 'Applications' }),
    getTranslations({ locale, namespace: 'Leads' }),
  ]);
  const [, before = '', link = '', after = ''] =
    /^(.*)<link>(.*)<\/link>(.*)$/s.exec(t.raw('privacy') as string) ?? [];
  const errors = Object.fromEntries([
    ...CODES.map((code) => [code, leads(`errors.${code}`, { field: FIELD_SLOT })]),
    ...FILE_CODES.map((code) => [code, t(`errors.${code}`, { field: FIELD_SLOT })]),
  ]) as ApplicationTexts['errors'];
  return {
    labels: {
      name: leads('name'),
      email: leads('email'),
      phone: leads('phone'),
      area: t('area'),
      position: t('position'),
      message: t('message'),
      cv: t('cv'),
      attachment: t('attachment'),
      privacy: link,
    },
    optional: leads('optional'),
    hints: {
      email: leads('emailHint'),
      phone: leads('phoneHint'),
      message: t('messageHint', { max: APPLICATION_LIMITS.message }),
      cv: t('cvHint'),
      attachment: t('attachmentHint'),
    },
    areas: Object.fromEntries(
      JOB_AREAS.map((area) => [area, t(`areas.${area}`)]),
    ) as ApplicationTexts['areas'],
    areaChoose: t('areaChoose'),
    privacy: { before, link, after },
    submit: t('submit'),
    sending: t('sending'),
    progress: t('progress', { percent: 999 }).replace('999', '{percent}'),
    filesAgain: t('filesAgain'),
    errorTitle: {
      one: leads('errorTitle', { count: 1 }),
      other: leads('errorTitle', { count: 99 }).replace('99', '{count}'),
    },
    errors,
    refused: t('refused', { email }),
    unavailable: t('unavailable', { email }),
    confirm: t('confirm'),
    honeypot: leads('honeypot'),
    thanksTitle: t('thanksTitle'),
    thanksText: t('thanksText'),
    pow: Object.fromEntries(
      POW_STRINGS.map((key) => [key, leads(`pow.${key}`)]),
    ) as ApplicationTexts['pow'],
  };
}
