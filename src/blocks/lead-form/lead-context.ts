import type { Locale } from '@/i18n/routing';
import type { ProductResolver } from '@/leads/accept-lead';
import type { LeadKind } from '@/leads/lead-fields';
import { comparableProducts } from '@/site/compare/comparable-products';
import { globalSettings } from '@/site/page-context';

/** The published products among `slugs`, with their names; an unknown or unpublished one is dropped. */
export function publishedProducts(locale: Locale): ProductResolver {
  return async (slugs) => {
    if (slugs.length === 0) return [];
    const catalogue = await comparableProducts(locale);
    return slugs.flatMap((slug) => {
      const found = catalogue.get(slug);
      return found ? [{ slug, name: found.product.name || found.story.name }] : [];
    });
  };
}

/** Sales' addresses the CMS's global settings give for this kind or topic (none: LEADS_TO). */
export function cmsRecipients(locale: Locale) {
  return async (kind: LeadKind, topic: string): Promise<string[]> => {
    const settings = await globalSettings(locale).catch(() => undefined);
    const key = kind === 'quote' ? 'quote' : topic || 'other';
    const field = `leads_to_${key}` as 'leads_to_quote';
    return (settings?.[field] ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address.includes('@'));
  };
}
