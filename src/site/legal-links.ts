import { getLinksByUuid, resolveLink } from '@/content';
import type { Locale } from '@/i18n/routing';
import { globalSettings } from './page-context';

/** The footer's legal links (the privacy policy) in `locale`, resolved: the consent notice's too. */
export async function legalLinks(locale: Locale): Promise<Array<{ label: string; href: string }>> {
  const [settings, links] = await Promise.all([globalSettings(locale), getLinksByUuid()]);
  return (settings.footer?.[0]?.legal_links ?? []).flatMap((item) => {
    const href = resolveLink(item.link, locale, links);
    return href === undefined ? [] : [{ label: item.label, href }];
  });
}
