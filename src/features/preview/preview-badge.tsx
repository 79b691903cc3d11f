import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import './preview-badge.css';

/**
 * The sign that a page shows unpublished changes, with the way back to the published site. A
 * plain link (no script): leaving works before anything else has loaded. The exit route returns
 * to the page it came from.
 */
export async function PreviewBadge({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Preview' });
  return (
    <aside className="preview-badge" aria-label={t('label')} data-preview-badge="">
      <span className="preview-badge-label">{t('label')}</span>
      <span className="preview-badge-note">{t('note')}</span>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, not a page: Link's prefetch would leave the preview by itself */}
      <a className="preview-badge-exit" href="/api/draft/exit" rel="nofollow">
        {t('exit')}
      </a>
    </aside>
  );
}
