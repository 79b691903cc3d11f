import { getTranslations } from 'next-intl/server';
import { listPartnerDocuments } from '@/content';
import { formatFileSize } from '@/catalogue/file-info';
import { languageName } from '@/catalogue/language-names';
import type { Locale } from '@/i18n/routing';
import { RESERVED_PAGE_ATTRIBUTE } from '@/features/session/signed-in-marker';
import type { PartnerSession } from '@/features/session/server/partner-session';
import type { SignInConfig } from '@/features/session/sign-in-config';
import { SignOutButton } from '@/features/session/sign-out-button';
import { pageContext } from '@/site/page-context';
import { partnerFilePath, signInPath } from '@/paths/partner-paths';
import { SiteFrame } from '@/site/site-frame';
import { PageLink } from '@/site/ui/page-link';
import { Section } from '@/site/ui/section';
import { LockIcon } from './lock-icon';
import { partnerAlternates } from './partner-alternates';

/**
 * The reserved area (issue 21): the partner documents, each a link to its file through
 * `/api/partner-files/`, which checks the session again. Rendered per request for a valid
 * session only (the route sends anyone else to the sign-in page).
 */
export async function PartnerAreaPage({
  locale,
  config,
  partner,
}: {
  locale: Locale;
  config: SignInConfig;
  partner: PartnerSession;
}) {
  const [t, context, documents] = await Promise.all([
    getTranslations({ locale, namespace: 'Session' }),
    pageContext(locale),
    listPartnerDocuments(locale),
  ]);
  const who = partner.name ?? partner.email ?? partner.uid;
  return (
    <SiteFrame context={{ ...context, alternates: partnerAlternates('area') }}>
      <div {...{ [RESERVED_PAGE_ATTRIBUTE]: '' }}>
        <Section width="medium" labelledBy="partner-area-title">
          <div className="flex flex-col gap-4 border-b border-steel-200 pb-8 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex flex-col gap-3">
              <h1 id="partner-area-title" className="heading-1">
                {t('area.title')}
              </h1>
              <p className="max-w-2xl text-lg text-steel-700">{t('area.intro')}</p>
            </div>
            <div className="flex flex-col items-start gap-2 sm:items-end">
              <p className="text-steel-700" data-partner={partner.uid}>
                {t('area.signedInAs', { name: who })}
              </p>
              <SignOutButton
                config={config}
                label={t('area.signOut')}
                busyLabel={t('area.signingOut')}
                after={`${signInPath(locale)}?signed-out=1`}
              />
            </div>
          </div>
          <h2 className="mt-10 mb-6 text-2xl font-bold">{t('area.documents')}</h2>
          {documents.length === 0 ? (
            <p className="text-steel-700">{t('area.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-4" data-partner-documents>
              {documents.map((document) => {
                const size = formatFileSize(document.sizeKb, locale);
                return (
                  <li key={document.uuid} className="partner-document">
                    <div className="flex flex-col gap-2">
                      <p className="eyebrow flex items-center gap-2">
                        <LockIcon />
                        {document.typeLabel}
                      </p>
                      <h3 className="text-xl font-bold">
                        <PageLink href={document.pagePath} className="hover:underline">
                          {document.title}
                        </PageLink>
                      </h3>
                      {document.description ? (
                        <p className="text-steel-700">{document.description}</p>
                      ) : null}
                      <p className="text-sm text-steel-700">
                        {t('area.languages')}:{' '}
                        {document.languages.map((code) => languageName(code, locale)).join(', ')}
                        {' · '}
                        {size}
                      </p>
                    </div>
                    <a
                      href={partnerFilePath(document.uuid, document.file.name)}
                      className="button button-primary button-sm shrink-0"
                      aria-label={t('area.downloadLabel', { title: document.title, size })}
                      download={document.file.name}
                    >
                      {t('area.download')}
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </Section>
      </div>
    </SiteFrame>
  );
}
