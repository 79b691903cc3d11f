import { env } from '@/config/env';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl } from '@/site/page-metadata';
import { globalSettings } from '@/site/page-context';
import { sitePath } from '@/content';
import type { JsonLdValue } from './json-ld';

/** The company as schema.org's Organization, from the global settings story. */
export async function organizationJsonLd(locale: Locale): Promise<{ [key: string]: JsonLdValue }> {
  const settings = await globalSettings(locale);
  const siteUrl = env().SITE_URL;
  return {
    '@type': 'Organization',
    name: settings.company_name,
    url: absoluteUrl(siteUrl, sitePath('', locale)),
    logo: settings.logo?.filename ? absoluteUrl(siteUrl, settings.logo.filename) : undefined,
    email: settings.email || undefined,
    telephone: settings.phone || undefined,
  };
}

/** An absolute URL of a site path or asset, for structured data. */
export function siteUrl(path: string): string {
  return absoluteUrl(env().SITE_URL, path);
}
