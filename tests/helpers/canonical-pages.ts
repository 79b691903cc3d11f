import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const LANGS = ['it', 'en', 'es', 'fr', 'de'] as const;
type Lang = (typeof LANGS)[number];

/**
 * Spec section 2, "Canonical pages per language": the paths it gives, verbatim (spelling included),
 * and in `chosen` the paths docs/content-model.md picks where the table says "not shown".
 * `{slug}` rows are filled with a story of that folder, in that language.
 */
export const canonicalTable: Array<{
  page: string;
  given: Partial<Record<Lang, string>>;
  chosen?: Partial<Record<Lang, string>>;
}> = [
  { page: 'Home', given: { it: '/', en: '/en' }, chosen: { es: '/es', fr: '/fr', de: '/de' } },
  {
    page: 'Products',
    given: {
      it: '/prodotti',
      en: '/en/products',
      es: '/es/productos',
      fr: '/fr/produits',
      de: '/de/produkte',
    },
  },
  {
    page: 'Product detail',
    given: {
      it: '/prodotti/{slug}',
      en: '/en/products/{slug}',
      es: '/es/productos/{slug}',
      fr: '/fr/produits/{slug}',
      de: '/de/produkte/{slug}',
    },
  },
  {
    page: 'Manual welding',
    given: {
      it: '/prodotti/saldatura-manuale',
      en: '/en/products/manual-welding',
      es: '/es/productos/soldadura-manual',
      fr: '/fr/produits/soudure-manuelle',
      de: '/de/produkte/manuelles-schweiben',
    },
  },
  {
    page: 'Plasma cutting',
    given: {
      it: '/prodotti/taglio-al-plasma',
      en: '/en/products/plasma-cutting',
      es: '/es/productos/corte-por-plasma',
    },
    chosen: { fr: '/fr/produits/decoupe-plasma', de: '/de/produkte/plasmaschneiden' },
  },
  {
    page: 'Contacts',
    given: {
      it: '/contatti',
      en: '/en/contacts',
      es: '/es/contactos',
      fr: '/fr/contacts',
      de: '/de/kontakt',
    },
  },
  {
    page: 'About',
    given: {
      it: '/chi-siamo',
      en: '/en/who-we-are',
      es: '/es/quienes-somos',
      fr: '/fr/qui-nous-sommes',
      de: '/de/wer-wir-sind',
    },
  },
  {
    page: 'Services',
    given: { en: '/en/services', es: '/es/servicios', fr: '/fr/services' },
    chosen: { it: '/servizi', de: '/de/service' },
  },
  {
    page: 'News',
    given: {
      it: '/news',
      en: '/en/news',
      es: '/es/noticias',
      fr: '/fr/actualites',
      de: '/de/neuigkeiten',
    },
  },
  {
    page: 'News item',
    given: {
      it: '/news/{slug}',
      en: '/en/news/{slug}',
      es: '/es/noticias/{slug}',
      de: '/de/neuigkeiten/{slug}',
    },
    chosen: { fr: '/fr/actualites/{slug}' },
  },
  {
    page: 'Certifications',
    given: {
      it: '/certificazioni',
      en: '/en/certifications',
      es: '/es/certificaciones',
      fr: '/fr/certifications',
      de: '/de/zertifikation',
    },
  },
  {
    page: 'Download area',
    given: {
      it: '/download-area',
      en: '/en/download-area',
      es: '/es/download-area',
      fr: '/fr/download-area',
      de: '/de/download-area',
    },
  },
  {
    page: 'Fairs and events',
    given: {
      it: '/fiere-ed-eventi',
      en: '/en/fiere-ed-eventi',
      es: '/es/ferias-y-eventos',
      fr: '/fr/foires-et-evenements',
      de: '/de/messen-und-veranstaltungen',
    },
  },
  {
    page: 'Automation',
    given: {
      it: '/automazione',
      en: '/en/automation',
      es: '/es/automatizacion',
      fr: '/fr/automatisation',
      de: '/de/automatisierung',
    },
  },
  {
    page: 'Special functions',
    given: { es: '/es/funciones-especiales', de: '/de/soderfunktionen' },
    chosen: {
      it: '/funzioni-speciali',
      en: '/en/special-functions',
      fr: '/fr/fonctions-speciales',
    },
  },
  {
    page: 'Privacy policy',
    given: {
      it: '/privacy-policy',
      en: '/en/privacy-policy',
      es: '/es/privacy-policy',
      fr: '/fr/privacy-policy',
      de: '/de/privacy-policy',
    },
  },
  {
    page: 'Job opening',
    given: {
      en: '/en/work-with-us/{slug}',
      es: '/es/trabaja-con-nosotros/{slug}',
      fr: '/fr/travaille-avec-nous/{slug}',
      de: '/de/arbeite-mit-uns/{slug}',
    },
    chosen: { it: '/lavora-con-noi/{slug}' },
  },
];

/** The first story of an Italian folder, by its path in `lang`: the `{slug}` of a row. */
function fillSlug(pattern: string, lang: Lang): string {
  if (!pattern.includes('{slug}')) return pattern;
  const prefix = lang === 'it' ? '' : `/${lang}`;
  const folderPath = pattern.slice(prefix.length + 1, pattern.indexOf('/{slug}'));
  const stories = path.resolve('content/stories');
  for (const dir of readdirSync(stories, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const index = path.join(stories, dir.name, 'index.json');
    let folder: { translated_slugs: Array<{ lang: string; path: string }> };
    try {
      folder = JSON.parse(readFileSync(index, 'utf8'));
    } catch {
      continue;
    }
    const folderIn =
      lang === 'it' ? dir.name : folder.translated_slugs.find((s) => s.lang === lang)?.path;
    if (folderIn !== folderPath) continue;
    const story = readdirSync(path.join(stories, dir.name))
      .filter((name) => name !== 'index.json' && name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(path.join(stories, dir.name, name), 'utf8')))
      .find((child) => child.content.component !== 'page');
    if (!story) break;
    const own =
      lang === 'it'
        ? story.full_slug
        : story.translated_slugs.find((s: { lang: string }) => s.lang === lang)?.path;
    return `${prefix}/${own}`;
  }
  throw new Error(`no story in the folder of ${pattern} (${lang})`);
}

export const canonicalPaths = canonicalTable.flatMap(({ page, given, chosen }) =>
  LANGS.flatMap((lang) => {
    const pattern = given[lang] ?? chosen?.[lang];
    return pattern ? [{ page, lang, path: fillSlug(pattern, lang), chosen: !given[lang] }] : [];
  }),
);

/** Each canonical page, switched to the next language of the list (de wraps round to it). */
export const languageSwitches = canonicalPaths.map((entry) => {
  const target = LANGS[(LANGS.indexOf(entry.lang) + 1) % LANGS.length]!;
  const counterpart = canonicalPaths.find((row) => row.page === entry.page && row.lang === target);
  if (!counterpart) throw new Error(`${entry.page} has no ${target} path in the table`);
  return { page: entry.page, from: entry.path, lang: entry.lang, target, to: counterpart.path };
});
