import type { MetadataRoute } from 'next';
import { env } from '@/config/env';

/** Everything is open but the API and preview routes; the sitemap lists every page. */
export default function robots(): MetadataRoute.Robots {
  const siteUrl = env().SITE_URL;
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/preview/', '/_next/data/'] },
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
