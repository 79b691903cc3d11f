import '../lead-form/lead-form.css';
import './job-application.css';
import { resolveLink, sitePath } from '@/content';
import type { JobApplicationBlok } from '@/content/generated/components';
import {
  ANSWER_KEY,
  APPLICATION_ENDPOINT,
  APPLICATION_SENT,
} from '@/leads/applications/application-fields';
import { Section } from '@/site/ui/section';
import { shortId } from '@/site/ui/short-id';
import { SENT_KEY } from '../lead-form/lead-form-state';
import type { RenderContext } from '../types';
import { FORM_ANCHOR } from './application-anchor';
import { readApplicationAnswer } from './application-answer';
import { ApplicationFormIsland } from './application-form-island';
import { applicationTexts } from './application-texts-server';
import { FormIntro } from '@/site/ui/form-intro';

/**
 * The job application form on its page: on an opening's (`position`, its title) or on any page
 * for spontaneous applications. After an application is stored, `?sent=application` shows the
 * thank-you view; a post without JavaScript that was not stored comes back with
 * `?application=<ticket>`, whose answer the form shows (errors by field, the values typed).
 */
export async function ApplicationSection({
  form,
  context,
  page,
  heading,
  position,
  writeTo,
}: {
  form: JobApplicationBlok;
  context: RenderContext;
  /** The page's own path in its language. */
  page: string;
  heading: string;
  position?: string;
  /** The address a refusal points to. */
  writeTo: string;
}) {
  const { locale } = context;
  const headingId = `application-${shortId(form._uid)}`;
  const texts = await applicationTexts(locale, writeTo);
  if (context.query?.get(SENT_KEY) === APPLICATION_SENT) {
    return (
      <Section labelledBy={headingId}>
        <div id={FORM_ANCHOR} className="lead-form-thanks" role="status">
          <h2 id={headingId} className="heading-2">
            {texts.thanksTitle}
          </h2>
          <p className="mt-4 text-lg">{texts.thanksText}</p>
        </div>
      </Section>
    );
  }
  const answer = await readApplicationAnswer(context.query?.get(ANSWER_KEY));
  const query = new URLSearchParams({ locale, page });
  return (
    <Section labelledBy={headingId}>
      <div id={FORM_ANCHOR} className="lead-form-block">
        <FormIntro id={headingId} headline={heading} text={form.text} />
        <ApplicationFormIsland
          locale={locale}
          page={page}
          formId={form._uid}
          action={`${APPLICATION_ENDPOINT}?${query.toString()}`}
          idPrefix={headingId}
          texts={texts}
          position={position}
          privacyHref={
            resolveLink(form.privacy_link, locale, context.links) ?? sitePath('', locale)
          }
          answer={answer}
        />
      </div>
    </Section>
  );
}
