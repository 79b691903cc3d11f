import type { Locale } from '@/i18n/routing';

/**
 * The relevance suite (issue 20): queries a visitor types, written from the demo content, each
 * with the page that must come first or within the first three. Stems and plurals, missing
 * accents and umlauts, typos, model names, process names, a German compound. The bar is 95 %.
 */
export interface Case {
  query: string;
  expect: string;
  within: 1 | 3;
  why: string;
}

export const CASES: Record<Locale, Case[]> = {
  it: [
    {
      query: 'pioneer pulse 403',
      expect: '/prodotti/pioneer-pulse-403',
      within: 1,
      why: 'model name',
    },
    { query: 'pioner puls 403', expect: '/prodotti/pioneer-pulse-403', within: 3, why: 'typos' },
    {
      query: 'corso mig pulsato alluminio',
      expect: '/fiere-ed-eventi/corso-mig-pulsato-alluminio-2026',
      within: 1,
      why: 'process name',
    },
    { query: 'mig pulsato', expect: '/prodotti/pioneer-pulse-403', within: 3, why: 'process name' },
    {
      query: 'manuale d’uso pioneer',
      expect: '/download-area/manuale-pioneer-pulse',
      within: 1,
      why: 'apostrophe',
    },
    {
      query: 'dichiarazioni di conformità voyager',
      expect: '/download-area/dichiarazione-ce-voyager-plasma-65',
      within: 1,
      why: 'plural',
    },
    {
      query: 'taglio plasma',
      expect: '/prodotti/taglio-al-plasma',
      within: 1,
      why: 'stop word between',
    },
    {
      query: 'ingegneri',
      expect: '/lavora-con-noi/ingegnere-applicazioni-saldatura',
      within: 3,
      why: 'plural',
    },
    {
      query: 'gestione qualita',
      expect: '/certificazioni/iso-9001',
      within: 1,
      why: 'missing accent',
    },
    { query: 'iso 45001', expect: '/certificazioni/iso-45001', within: 1, why: 'code' },
    {
      query: 'ricambi micromag',
      expect: '/download-area/ricambi-micromag-205',
      within: 1,
      why: 'download',
    },
    {
      query: 'cantieri navali',
      expect: '/news/cantiere-navale-ardesia-saldatura-scafi',
      within: 1,
      why: 'plural',
    },
    {
      query: 'corso tig alluminio',
      expect: '/fiere-ed-eventi/corso-tig-ac-dc-alluminio-2027',
      within: 1,
      why: 'event',
    },
  ],
  en: [
    {
      query: 'pioneer pulse 503',
      expect: '/en/products/pioneer-pulse-503-w',
      within: 1,
      why: 'model name',
    },
    { query: 'cruser 322', expect: '/en/products/cruiser-322-ac-dc', within: 3, why: 'typo' },
    {
      query: 'aluminum pulsed mig course',
      expect: '/en/fiere-ed-eventi/pulsed-mig-aluminium-course-2026',
      within: 1,
      why: 'US spelling',
    },
    {
      query: 'pulsed mig',
      expect: '/en/products/pioneer-pulse-403',
      within: 3,
      why: 'process name',
    },
    { query: 'plasma cutting', expect: '/en/products/plasma-cutting', within: 1, why: 'family' },
    {
      query: 'declaration of conformity cruiser',
      expect: '/en/download-area/eu-declaration-cruiser-322-ac-dc',
      within: 1,
      why: 'download',
    },
    {
      query: 'spare parts multipower',
      expect: '/en/download-area/spare-parts-multipower-504',
      within: 1,
      why: 'download',
    },
    {
      query: 'engineers',
      expect: '/en/work-with-us/welding-application-engineer',
      within: 3,
      why: 'plural',
    },
    {
      query: 'shipyards',
      expect: '/en/news/ardesia-shipyard-hull-welding',
      within: 1,
      why: 'plural',
    },
    { query: 'iso 14001', expect: '/en/certifications/iso-14001', within: 1, why: 'code' },
    {
      query: 'voyager plasma 125',
      expect: '/en/products/voyager-plasma-125-cnc',
      within: 1,
      why: 'model name',
    },
    {
      query: 'robotic welding webinar',
      expect: '/en/fiere-ed-eventi/robotic-welding-webinar-2027',
      within: 1,
      why: 'event',
    },
    {
      query: 'datasheets power pulse robot',
      expect: '/en/download-area/datasheet-power-pulse-robot',
      within: 1,
      why: 'plural',
    },
  ],
  es: [
    {
      query: 'pioneer pulse 353',
      expect: '/es/productos/pioneer-pulse-353',
      within: 1,
      why: 'model name',
    },
    {
      query: 'voyajer plasma 65',
      expect: '/es/productos/voyager-plasma-65',
      within: 3,
      why: 'typo',
    },
    {
      query: 'curso mig pulsado aluminio',
      expect: '/es/ferias-y-eventos/curso-mig-pulsado-aluminio-2026',
      within: 1,
      why: 'process name',
    },
    {
      query: 'corte por plasma',
      expect: '/es/productos/corte-por-plasma',
      within: 1,
      why: 'family',
    },
    {
      query: 'manuales cruiser',
      expect: '/es/download-area/manual-cruiser-ac-dc',
      within: 1,
      why: 'plural',
    },
    {
      query: 'declaracion conformidad pioneer',
      expect: '/es/download-area/declaracion-ue-pioneer-pulse-403',
      within: 1,
      why: 'missing accent',
    },
    {
      query: 'recambios multipower',
      expect: '/es/download-area/recambios-multipower-504',
      within: 1,
      why: 'download',
    },
    {
      query: 'ingenieros',
      expect: '/es/trabaja-con-nosotros/ingeniero-aplicaciones-soldadura',
      within: 3,
      why: 'plural',
    },
    {
      query: 'astilleros',
      expect: '/es/noticias/astillero-ardesia-soldadura-cascos',
      within: 1,
      why: 'plural',
    },
    { query: 'iso 3834', expect: '/es/certificaciones/iso-3834-2', within: 1, why: 'code' },
    {
      query: 'tecnico asistencia alemania',
      expect: '/es/trabaja-con-nosotros/tecnico-asistencia-campo-alemania',
      within: 1,
      why: 'missing accents',
    },
    {
      query: 'ficha tecnica robot',
      expect: '/es/download-area/ficha-tecnica-power-pulse-robot',
      within: 1,
      why: 'missing accent',
    },
  ],
  fr: [
    {
      query: 'pioneer pulse 403 robot',
      expect: '/fr/produits/pioneer-pulse-403-robot',
      within: 1,
      why: 'model name',
    },
    { query: 'multipowr 504', expect: '/fr/produits/multipower-504', within: 3, why: 'typo' },
    {
      query: 'formation mig pulsé aluminium',
      expect: '/fr/foires-et-evenements/formation-mig-pulse-aluminium-2026',
      within: 1,
      why: 'process name',
    },
    {
      query: 'decoupe plasma',
      expect: '/fr/produits/decoupe-plasma',
      within: 1,
      why: 'missing accent',
    },
    {
      query: 'manuels voyager',
      expect: '/fr/download-area/manuel-voyager-plasma',
      within: 1,
      why: 'plural',
    },
    {
      query: 'déclaration conformité cruiser',
      expect: '/fr/download-area/declaration-ue-cruiser-322-ac-dc',
      within: 1,
      why: 'download',
    },
    {
      query: 'pieces detachees micromag',
      expect: '/fr/download-area/pieces-detachees-micromag-205',
      within: 1,
      why: 'missing accents',
    },
    {
      query: 'ingénieurs',
      expect: '/fr/travaille-avec-nous/ingenieur-applications-soudage',
      within: 3,
      why: 'plural',
    },
    {
      query: 'chantier naval',
      expect: '/fr/actualites/chantier-naval-ardesia-soudage-coques',
      within: 1,
      why: 'news',
    },
    { query: 'iso 9001', expect: '/fr/certifications/iso-9001', within: 1, why: 'code' },
    {
      query: 'technicien allemagne',
      expect: '/fr/travaille-avec-nous/technicien-sav-itinerant-allemagne',
      within: 1,
      why: 'job',
    },
    {
      query: "l'aluminium tig",
      expect: '/fr/produits/cruiser-322-ac-dc',
      within: 3,
      why: 'elision; a material and a process: machines first',
    },
  ],
  de: [
    {
      query: 'Pioneer Pulse 353',
      expect: '/de/produkte/pioneer-pulse-353',
      within: 1,
      why: 'model name',
    },
    {
      query: 'pionier puls 353',
      expect: '/de/produkte/pioneer-pulse-353',
      within: 3,
      why: 'typos',
    },
    {
      query: 'Aluminiumschweißen Kurs',
      expect: '/de/messen-und-veranstaltungen/kurs-mig-impuls-aluminium-2026',
      within: 3,
      why: 'compound',
    },
    {
      query: 'manuelles schweissen',
      expect: '/de/produkte/manuelles-schweiben',
      within: 1,
      why: 'ss for ß',
    },
    { query: 'Plasmaschneiden', expect: '/de/produkte/plasmaschneiden', within: 1, why: 'family' },
    {
      query: 'Ersatzteile Micromag',
      expect: '/de/download-area/ersatzteile-micromag-205',
      within: 1,
      why: 'compound prefix',
    },
    {
      query: 'konformitatserklarung voyager',
      expect: '/de/download-area/eu-konformitaetserklaerung-voyager-plasma-65',
      within: 1,
      why: 'missing umlauts',
    },
    {
      query: 'Betriebsanleitung Cruiser',
      expect: '/de/download-area/handbuch-cruiser-ac-dc',
      within: 1,
      why: 'download',
    },
    {
      query: 'Werften',
      expect: '/de/neuigkeiten/werft-ardesia-rumpfschweissen',
      within: 1,
      why: 'plural',
    },
    {
      query: 'WIG Aluminium Kurs',
      expect: '/de/messen-und-veranstaltungen/kurs-wig-ac-dc-aluminium-2027',
      within: 1,
      why: 'process name',
    },
    {
      query: 'Servicetechniker',
      expect: '/de/arbeite-mit-uns/servicetechniker-aussendienst-deutschland',
      within: 1,
      why: 'job',
    },
    {
      query: 'Qualitatsmanagement',
      expect: '/de/zertifikation/iso-9001',
      within: 1,
      why: 'missing umlaut, compound prefix',
    },
  ],
};

/**
 * Queries that name a process, a material or a model (issue 62): a buyer choosing a machine.
 * They find three products or more, and every product comes before the courses, news and
 * manuals with the word.
 */
export const MACHINE_QUERIES: Record<Locale, string[]> = {
  it: [
    'MIG',
    'TIG',
    'MMA',
    'plasma',
    'pulsato',
    'alluminio',
    'inox',
    'acciaio inossidabile',
    'pioneer 403',
    'cruiser',
  ],
  en: [
    'MIG',
    'TIG',
    'pulsed',
    'plasma',
    'aluminium',
    'Aluminium',
    'aluminum',
    'stainless',
    'inox',
    'pioneer 403',
    'cruiser',
  ],
  es: ['MIG', 'TIG', 'pulsado', 'aluminio', 'inox', 'inoxidable', 'pioneer 403', 'cruiser'],
  fr: ['MIG', 'TIG', 'pulsé', 'aluminium', 'inox', 'inoxydable', 'pioneer 403', 'cruiser'],
  de: ['MIG', 'WIG', 'TIG', 'Impuls', 'Aluminium', 'Edelstahl', 'Inox', 'pioneer 403', 'cruiser'],
};
