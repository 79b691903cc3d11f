import { getTranslations } from 'next-intl/server';
import { Section } from '@/site/ui/section';
import type { BlockProps } from '../types';
import { DirectContacts } from './direct-contacts';
import { FormFrame } from './form-frame';
import type { ContactFormEmbedBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';
import { FormIntro } from '@/site/ui/form-intro';

const DEFAULT_HEIGHT = 760;

/** The form's host for the note on the third party; undefined for an address that is not https. */
export function formHost(formUrl: unknown): string | undefined {
  if (typeof formUrl !== 'string') return undefined;
  try {
    const url = new URL(formUrl);
    return url.protocol === 'https:' ? url.host : undefined;
  } catch {
    return undefined;
  }
}

export function frameHeight(value: unknown): number {
  const height = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(height) ? Math.min(2000, Math.max(200, height)) : DEFAULT_HEIGHT;
}

/**
 * A contact form from an external form service, loaded only when the visitor asks for it, with
 * the company's e-mail and phone always beside it for anyone who would rather not.
 */
export async function ContactFormEmbed({ blok, context }: BlockProps<ContactFormEmbedBlok>) {
  const [t, consent] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'Media.ContactForm' }),
    getTranslations({ locale: context.locale, namespace: 'Consent.embed' }),
  ]);
  const host = formHost(blok.form_url);
  const headingId = `contact-form-${shortId(blok._uid)}`;
  return (
    <Section labelledBy={blok.headline ? headingId : undefined}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-16">
        {/* names the form's origin for the page's Content-Security-Policy (server/security-headers.ts) */}
        <div {...(host ? { 'data-frame-src': `https://${host}` } : {})}>
          <FormIntro id={headingId} headline={blok.headline} text={blok.text} />
          {host ? (
            <FormFrame
              src={blok.form_url}
              height={frameHeight(blok.height)}
              text={{
                load: t('load'),
                note: t('note', { host }),
                frameTitle: blok.headline || t('frameTitle'),
                always: consent('always'),
                alwaysNote: consent('alwaysNote'),
              }}
            />
          ) : null}
        </div>
        <DirectContacts
          id={`${headingId}-direct`}
          title={t('direct')}
          text={t('directText')}
          locale={context.locale}
        />
      </div>
    </Section>
  );
}
