import type { Partner } from '@/catalogue/locator/partner';
import type { Locale } from '@/i18n/routing';
import type { LeadContext, ProductResolver } from '@/leads/accept-lead';
import type { LeadKind } from '@/leads/lead-fields';
import { salesPartnersNamed, type SalesPartner } from '@/leads/sales-partners';
import { comparableProducts } from '@/site/compare/comparable-products';
import { publishedPartners } from '@/site/locator/published-partners';
import { globalSettings } from '@/site/page-context';
import { remembered } from './remembered';

/**
 * How long a form post trusts what it read of the catalogue and the settings. Each post used to
 * read both from the content source (with the render's cache tags), about a second of an accepted
 * request on a loaded machine; a minute is far within how often they change, and all it risks is
 * a product unpublished within that minute named in a request, or a changed sales address
 * used a minute late.
 */
const CONTENT_TTL_MS = 60_000;

const catalogue = remembered(comparableProducts, CONTENT_TTL_MS);
const settings = remembered(globalSettings, CONTENT_TTL_MS);
// partners are not translated: one list for every language
const partners = remembered<'all', Partner[]>(() => publishedPartners(), CONTENT_TTL_MS);

/** The published products among `slugs`, with their names; an unknown or unpublished one is dropped. */
export function publishedProducts(locale: Locale): ProductResolver {
  return async (slugs) => {
    if (slugs.length === 0) return [];
    const products = await catalogue(locale);
    return slugs.flatMap((slug) => {
      const found = products.get(slug);
      return found ? [{ slug, name: found.product.name || found.story.name }] : [];
    });
  };
}

/** Sales' addresses the CMS's global settings give for this kind or topic (none: LEADS_TO). */
export function cmsRecipients(locale: Locale) {
  return async (kind: LeadKind, topic: string): Promise<string[]> => {
    const global = await settings(locale).catch(() => undefined);
    const key = kind === 'quote' ? 'quote' : topic || 'other';
    const field = `leads_to_${key}` as 'leads_to_quote';
    return (global?.[field] ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address.includes('@'));
  };
}

/** The company's phone and e-mail (the CMS's global settings) for the visitor's confirmation. */
export function companyContacts(locale: Locale) {
  return async () => {
    const global = await settings(locale).catch(() => undefined);
    return { phone: global?.phone ?? '', email: global?.email ?? '' };
  };
}

/**
 * The sales partners a quote request names: the quote form asks for the country and no place, so
 * the country's first two by name (`salesPartnersFor`'s order without a place).
 */
export async function nearestSalesPartners(country: string): Promise<SalesPartner[]> {
  return salesPartnersNamed(await partners('all'), country);
}

/** Everything a post of a form in `locale` reads besides what was typed. */
export function leadContext(locale: Locale): LeadContext {
  return {
    resolveProducts: publishedProducts(locale),
    recipients: cmsRecipients(locale),
    contacts: companyContacts(locale),
    salesPartners: nearestSalesPartners,
  };
}
