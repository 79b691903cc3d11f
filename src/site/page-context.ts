import { env } from '@/config/env';
import { getGlobalSettings, getLinksByUuid, isDraftPreview, type Story } from '@/content';
import { languageAlternates } from './language-alternates';
import type { Locale } from '@/i18n/routing';
import type { RenderContext } from '@/site/render-context';
import type { GlobalBlok as GlobalSettings } from '@/content/generated/components';

/** The render context of a page: the story's path in every locale, or each locale's home. */
export async function pageContext(
  locale: Locale,
  story?: Story,
  query?: URLSearchParams,
): Promise<RenderContext> {
  const alternates = languageAlternates(story);
  return {
    locale,
    story,
    alternates,
    links: await getLinksByUuid(),
    showMissingBlocks: env().BLOCK_FALLBACK,
    query,
    draft: await isDraftPreview(),
  };
}

export async function globalSettings(locale: Locale): Promise<GlobalSettings> {
  const story = await getGlobalSettings(locale);
  return story.content as unknown as GlobalSettings;
}
