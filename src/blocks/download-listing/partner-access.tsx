import { getTranslations } from 'next-intl/server';
import { dependOnSetting } from '@/content';
import { signInConfig, signInTag } from '@/features/session/sign-in-config';
import type { Locale } from '@/i18n/routing';
import { buttonClasses } from '@/site/editorial/buttons';
import { partnerAreaPath, signInPath } from '@/paths/partner-paths';
import { LockIcon } from '@/site/partner/lock-icon';

/**
 * What a document for partners shows where a public one has its file link: a lock, "For
 * partners", the file's format and size, and, when sign-in is configured, a link to sign in that
 * leads on to the partner area. Never the file's URL. Pages are pre-rendered while the setting is
 * read at start, so the render is tagged with the setting it used (`settings:sign-in-on|off`).
 */
export async function PartnerAccess({
  locale,
  title,
  file,
  variant = 'item',
}: {
  locale: Locale;
  /** The document's title, for the link's accessible name. */
  title: string;
  /** `PDF · 17 kB`, when known. */
  file?: string;
  /** `item`: a row of a list; `page`: the document's own page. */
  variant?: 'item' | 'page';
}) {
  const configured = signInConfig() !== undefined;
  const [t] = await Promise.all([
    getTranslations({ locale, namespace: 'DownloadListing' }),
    dependOnSetting(signInTag(configured)),
  ]);
  const page = variant === 'page';
  return (
    <div
      data-partner-access=""
      className={
        page
          ? 'flex flex-col gap-3 rounded-sm border border-steel-200 bg-steel-50 p-5'
          : 'flex shrink-0 flex-col items-start gap-2 sm:items-end'
      }
    >
      <p className="inline-flex items-center gap-2 text-sm font-semibold">
        <LockIcon className={page ? 'size-5 text-steel-800' : 'size-4 text-steel-800'} />
        <span>{t('forPartners')}</span>
        {file ? (
          <span className="font-normal whitespace-nowrap text-steel-700">· {file}</span>
        ) : null}
      </p>
      {configured ? (
        <a
          href={signInPath(locale, partnerAreaPath(locale))}
          className={page ? `${buttonClasses.primary} w-full` : 'download-file'}
        >
          <span>
            {t('signInToDownload')}
            <span className="sr-only">: {title}</span>
          </span>
        </a>
      ) : null}
    </div>
  );
}
