import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/i18n/routing';

/**
 * A page of a site copy's store that has no German version: its German translation is written but
 * not published (Storyblok's per-language publishing, `published: false` on the translated slug),
 * the one way the content model lets a page lack a language (it refuses a missing slug or field).
 * Every demo story is published in every language, so the language switcher's fallback needs
 * this. It is added, not changed, so no page the build pre-rendered from the demo content goes
 * stale: the server renders this one on request.
 */
export const untranslatedStory = {
  missing: 'de' as Locale,
  /** Its slug in the missing language, written but not published. */
  unpublishedSlug: 'schweissen-auf-der-baustelle',
  paths: {
    it: '/saldatura-in-cantiere',
    en: '/en/on-site-welding',
    es: '/es/soldadura-en-obra',
    fr: '/fr/soudage-sur-chantier',
  },
} as const;

const headline = {
  headline: 'Saldatura in cantiere',
  headline__i18n__en: 'On-site welding',
  headline__i18n__es: 'Soldadura en obra',
  headline__i18n__fr: 'Soudage sur chantier',
  headline__i18n__de: 'Schweißen auf der Baustelle',
};

const story = {
  id: 990_001,
  uuid: '6f1c2a9e-4b7d-4c3e-9a51-0d8e2f7b4c61',
  name: headline.headline,
  slug: 'saldatura-in-cantiere',
  full_slug: 'saldatura-in-cantiere',
  position: 990,
  created_at: '2026-11-01T09:00:00.000Z',
  published_at: '2026-11-01T09:00:00.000Z',
  first_published_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  translated_slugs: [
    { lang: 'en', path: 'on-site-welding', name: headline.headline__i18n__en },
    { lang: 'es', path: 'soldadura-en-obra', name: headline.headline__i18n__es },
    { lang: 'fr', path: 'soudage-sur-chantier', name: headline.headline__i18n__fr },
    {
      lang: untranslatedStory.missing,
      path: untranslatedStory.unpublishedSlug,
      name: headline.headline__i18n__de,
      published: false,
    },
  ],
  content: {
    component: 'page',
    _uid: '0b6a3f5e-2d4c-4e8a-9f17-5c3d8e1a2b90',
    body: [{ component: 'hero', _uid: 'c4e2a7d1-8f3b-4a6c-b5e9-1d2f3a4b5c6d', ...headline }],
  },
};

/** Writes the story into the store at `contentDir` (a copy: `copySite().contentDir`). */
export function addUntranslatedStory(contentDir: string): void {
  writeFileSync(
    path.join(contentDir, 'stories', `${story.slug}.json`),
    JSON.stringify(story, null, 2),
  );
}
