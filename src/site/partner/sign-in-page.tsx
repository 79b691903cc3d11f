import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { MIN_PASSWORD_LENGTH } from '@/features/session/password-rule';
import { SignInForm, type SignInTexts } from '@/features/session/sign-in-form';
import type { SignInConfig } from '@/features/session/sign-in-config';
import { pageContext } from '@/site/page-context';
import { SiteFrame } from '@/site/site-frame';
import { Section } from '@/site/ui/section';
import { partnerAlternates } from './partner-alternates';

async function signInTexts(locale: Locale): Promise<SignInTexts> {
  const t = await getTranslations({ locale, namespace: 'Session' });
  const min = MIN_PASSWORD_LENGTH;
  return {
    email: t('signIn.email'),
    password: t('signIn.password'),
    passwordHint: t('signIn.passwordHint', { min }),
    showPassword: t('signIn.showPassword'),
    submit: t('signIn.submit'),
    submitting: t('signIn.submitting'),
    forgot: t('signIn.forgot'),
    resetTitle: t('signIn.resetTitle'),
    resetIntro: t('signIn.resetIntro'),
    resetSubmit: t('signIn.resetSubmit'),
    resetSending: t('signIn.resetSending'),
    // replaced in the browser, where the address is known
    resetSent: t('signIn.resetSent', { email: '{email}' }),
    backToSignIn: t('signIn.backToSignIn'),
    signedIn: t('signIn.signedIn'),
    errorTitle: t('errors.title'),
    emailMissing: t('errors.emailMissing'),
    passwordMissing: t('errors.passwordMissing'),
    errors: {
      network: t('errors.network'),
      disabled: t('errors.disabled'),
      expired: t('errors.expired'),
      wrongPassword: t('errors.wrongPassword'),
      unknownUser: t('errors.unknownUser'),
      tooMany: t('errors.tooMany'),
      emailInvalid: t('errors.emailInvalid'),
      passwordShort: t('errors.passwordShort', { min }),
      sessionRefused: t('errors.sessionRefused'),
      generic: t('errors.generic'),
    },
  };
}

/** The partner sign-in page (issue 21): the form, and what to do without an account. */
export async function SignInPage({
  locale,
  config,
  next,
  notice,
}: {
  locale: Locale;
  config: SignInConfig;
  next: string;
  /** Said above the form, e.g. after a sign-out. */
  notice?: string;
}) {
  const [t, context, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Session' }),
    pageContext(locale),
    signInTexts(locale),
  ]);
  return (
    <SiteFrame context={{ ...context, alternates: partnerAlternates('sign-in') }}>
      <Section width="small" labelledBy="sign-in-title">
        <div className="mx-auto flex max-w-md flex-col gap-6">
          <div className="flex flex-col gap-3">
            <h1 id="sign-in-title" className="heading-2">
              {t('signIn.title')}
            </h1>
            <p className="text-lg text-steel-700">{t('signIn.intro')}</p>
          </div>
          {notice ? (
            <p role="status" className="sign-in-notice">
              {notice}
            </p>
          ) : null}
          <noscript>
            <p className="sign-in-failure">{t('signIn.noScript')}</p>
          </noscript>
          <SignInForm config={config} texts={texts} next={next} />
          <p className="text-steel-700">{t('signIn.noAccount')}</p>
        </div>
      </Section>
    </SiteFrame>
  );
}
