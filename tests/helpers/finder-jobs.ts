/**
 * The product finder's pages and five jobs a buyer brings, with the first machines
 * each is answered with: the rules' unit tests (src/catalogue/finder/jobs.test.ts) prove every
 * job, the HTTP tier serves one, and the browser answers the form as a visitor does.
 */
export const FINDER = {
  it: '/prodotti/guida-alla-scelta',
  en: '/en/products/product-finder',
  es: '/es/productos/asistente',
  fr: '/fr/produits/guide-de-choix',
  de: '/de/produkte/produktberater',
} as const;

export interface Job {
  name: string;
  processo?: string;
  materiale?: string[];
  spessore?: string;
  rete?: string;
  uso?: string;
  impiego?: string;
  /** The first machines expected, in order. */
  first: string[];
}

/** The first paragraph, and four other jobs a buyer brings. */
export const JOBS: Job[] = [
  {
    name: 'TIG on 3 mm aluminium, on site, with only a 230 V socket',
    processo: 'tig',
    materiale: ['alluminio'],
    spessore: '3',
    rete: '1x230',
    uso: 'cantiere',
    first: ['cruiser-222-ac-dc'],
  },
  {
    name: 'MIG/MAG on 8 mm carbon steel in a three-phase workshop, in production',
    processo: 'mig-mag',
    materiale: ['acciaio-al-carbonio'],
    spessore: '8',
    rete: '3x400',
    uso: 'officina',
    impiego: 'produzione',
    first: ['pioneer-503-w'],
  },
  {
    name: 'plasma cutting 15 mm steel on site',
    processo: 'plasma',
    materiale: ['acciaio-al-carbonio'],
    spessore: '15',
    uso: 'cantiere',
    first: ['voyager-plasma-65'],
  },
  {
    name: 'stick welding 5 mm steel from a motor-generator, on site',
    processo: 'mma',
    materiale: ['acciaio-al-carbonio'],
    spessore: '5',
    rete: 'generatore',
    uso: 'cantiere',
    first: ['discovery-180', 'discovery-160'],
  },
  {
    name: 'a robot cell welding 4 mm aluminium in production',
    materiale: ['alluminio'],
    spessore: '4',
    uso: 'robot',
    impiego: 'produzione',
    first: ['pioneer-pulse-403-robot', 'power-pulse-405-robot'],
  },
];

/** A job's query, as the finder writes it. */
export function queryOf(job: Job): string {
  const parts: string[] = [];
  if (job.processo) parts.push(`processo=${job.processo}`);
  if (job.materiale) parts.push(`materiale=${job.materiale.join(',')}`);
  if (job.spessore) parts.push(`spessore=${job.spessore}`);
  if (job.rete) parts.push(`rete=${job.rete}`);
  if (job.uso) parts.push(`uso=${job.uso}`);
  if (job.impiego) parts.push(`impiego=${job.impiego}`);
  return `?${parts.join('&')}`;
}
