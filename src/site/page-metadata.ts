import type { Metadata } from 'next';
import { hrefFor, localesOf, type Asset, type Story } from '@/content';
import { defaultLocale, locales, type Locale } from '@/i18n/routing';

/** Open Graph's locale names (`og:locale`). */
export const ogLocales: Record<Locale, string> = {
  it: 'it_IT',
  en: 'en_GB',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
};

/** The image of a page's social preview when the story names none. */
export const DEFAULT_OG_IMAGE = '/assets/images/1200x630/og/default.jpg';

function text(content: Story['content'], ...fields: string[]): string | undefined {
  for (const field of fields) {
    const value = content[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

function image(content: Story['content']): { url: string; alt?: string } {
  for (const field of ['og_image', 'image']) {
    const asset = content[field] as Asset | undefined;
    if (asset?.filename) return { url: asset.filename, alt: asset.alt ?? undefined };
  }
  return { url: DEFAULT_OG_IMAGE };
}

/** An absolute URL of a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

/** A page's absolute URL in each language it exists in, plus `x-default` (the default language). */
export function alternateUrls(story: Story, siteUrl: string): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(
    localesOf(story).map((code) => [code, absoluteUrl(siteUrl, hrefFor(story, code))]),
  );
  languages['x-default'] = absoluteUrl(siteUrl, hrefFor(story, defaultLocale));
  return languages;
}

/**
 * A page at its own path in every language (the finder, the locator and its countries, which are
 * not stories): its absolute URL in each, plus `x-default` (the default language).
 */
export function everyLanguageUrls(
  siteUrl: string,
  pathOf: (locale: Locale) => string,
): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((code) => [code, absoluteUrl(siteUrl, pathOf(code))])),
    'x-default': absoluteUrl(siteUrl, pathOf(defaultLocale)),
  };
}

/** The canonical URL and hreflang alternates of such a page, in `locale`. */
export function everyLanguageAlternates(
  siteUrl: string,
  locale: Locale,
  pathOf: (locale: Locale) => string,
): NonNullable<Metadata['alternates']> {
  return {
    canonical: absoluteUrl(siteUrl, pathOf(locale)),
    languages: everyLanguageUrls(siteUrl, pathOf),
  };
}

/**
 * Every page's metadata from its story and the href builder: title and description, the canonical
 * URL, hreflang alternates for each language the story exists in plus `x-default` (the default
 * language), and the Open Graph tags.
 */
export function pageMetadata(story: Story, locale: Locale, siteUrl: string): Metadata {
  const { content } = story;
  const title = text(content, 'seo_title', 'title', 'name') ?? story.name;
  const description = text(content, 'seo_description', 'summary', 'teaser', 'description');
  const available = localesOf(story);
  const url = (code: Locale) => absoluteUrl(siteUrl, hrefFor(story, code));
  const languages = alternateUrls(story, siteUrl);
  return {
    title,
    description,
    alternates: { canonical: url(locale), languages },
    openGraph: {
      type: content.component === 'blog-post' ? 'article' : 'website',
      url: url(locale),
      title,
      description,
      locale: ogLocales[locale],
      alternateLocale: available.filter((code) => code !== locale).map((code) => ogLocales[code]),
      images: [image(content)],
    },
  };
}
