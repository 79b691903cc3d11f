import { getTranslations } from 'next-intl/server';
import { globalSettings } from '@/site/page-context';
import { Section } from '@/site/ui/section';
import { telHref } from '../map/tel-href';
import type { BlockProps } from '../types';
import { FormFrame } from './form-frame';
import type { ContactFormEmbedBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

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
  const [t, consent, settings] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'Media.ContactForm' }),
    getTranslations({ locale: context.locale, namespace: 'Consent.embed' }),
    globalSettings(context.locale),
  ]);
  const host = formHost(blok.form_url);
  const headingId = `contact-form-${shortId(blok._uid)}`;
  return (
    <Section labelledBy={blok.headline ? headingId : undefined}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-16">
        {/* names the form's origin for the page's Content-Security-Policy (server/security-headers.ts) */}
        <div {...(host ? { 'data-frame-src': `https://${host}` } : {})}>
          {blok.headline ? (
            <h2 id={headingId} className="heading-2 mb-5">
              {blok.headline}
            </h2>
          ) : null}
          {blok.text ? (
            <p className="mb-8 max-w-2xl text-lg leading-relaxed text-steel-700">{blok.text}</p>
          ) : null}
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
        <aside
          aria-labelledby={`${headingId}-direct`}
          className="self-start rounded-sm border-t-4 border-accent bg-steel-50 p-6 md:p-8"
        >
          <h3 id={`${headingId}-direct`} className="heading-3">
            {t('direct')}
          </h3>
          <p className="mt-2 text-steel-700">{t('directText')}</p>
          <dl className="mt-6 flex flex-col gap-4">
            {settings.email ? (
              <div>
                <dt className="text-sm text-steel-600">{t('email')}</dt>
                <dd className="text-lg font-semibold break-all">
                  <a className="link-underline" href={`mailto:${settings.email}`}>
                    {settings.email}
                  </a>
                </dd>
              </div>
            ) : null}
            {settings.phone ? (
              <div>
                <dt className="text-sm text-steel-600">{t('phone')}</dt>
                <dd className="text-lg font-semibold">
                  <a className="link-underline" href={telHref(settings.phone)}>
                    {settings.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {settings.opening_hours ? (
              <div>
                <dt className="text-sm text-steel-600">{t('hours')}</dt>
                <dd>{settings.opening_hours}</dd>
              </div>
            ) : null}
            {settings.address ? (
              <div>
                <dt className="text-sm text-steel-600">{t('address')}</dt>
                <dd>
                  <address className="not-italic">{settings.address}</address>
                </dd>
              </div>
            ) : null}
          </dl>
        </aside>
      </div>
    </Section>
  );
}
