import type { Locale } from '@/i18n/routing';
import { PreviewBadge } from './preview-badge';
import { PreviewBridge } from './preview-bridge';

/** What a draft preview adds to a page: the badge, and Storyblok's bridge for live edits. */
export function PreviewTools({ locale, bridgeUrl }: { locale: Locale; bridgeUrl: string }) {
  return (
    <>
      <PreviewBadge locale={locale} />
      <PreviewBridge src={bridgeUrl} locale={locale} />
    </>
  );
}
