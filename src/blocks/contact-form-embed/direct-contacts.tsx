import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { globalSettings } from '@/site/page-context';
import { telHref } from '../map/tel-href';

interface Props {
  /** The heading's id, which names the card for assistive technology. */
  id: string;
  title: string;
  text: string;
  locale: Locale;
  /** `h2` when the form beside it has no heading of its own. */
  level?: 'h2' | 'h3';
}

/**
 * The card beside a form with the company's e-mail, phone, hours and address from the global
 * settings, for anyone who would rather write or call: the external form's and the site's own.
 */
export async function DirectContacts({ id, title, text, locale, level = 'h3' }: Props) {
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'Media.ContactForm' }),
    globalSettings(locale),
  ]);
  const Heading = level;
  return (
    <aside
      aria-labelledby={id}
      className="direct-contacts self-start rounded-sm border-t-4 border-accent bg-steel-50 p-6 md:p-8"
    >
      <Heading id={id} className="heading-3">
        {title}
      </Heading>
      <p className="mt-2 text-steel-700">{text}</p>
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
  );
}
