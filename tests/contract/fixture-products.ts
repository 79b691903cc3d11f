/**
 * The 60 product stories of the contract fixture, described once so that both the files and the
 * expected answers of the tests derive from the same facts.
 */

/** A valid RFC 9562 v4 uuid per story id, so tests can name stories by id. */
export function uuidOf(id: number): string {
  return `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
}

export type Family = 'mig' | 'tig' | 'plasma';

export interface ProductSpec {
  n: number;
  id: number;
  uuid: string;
  slug: string;
  fullSlug: string;
  /** Also the Italian `title` content field. */
  name: string;
  englishTitle: string;
  /** Only products 1 to 30 have a Spanish title (and a Spanish slug). */
  spanishTitle: string | undefined;
  family: Family;
  /** Content fields stored as text, as Storyblok stores number fields. */
  price: number;
  weight: number;
  releaseDate: string;
  materials: string[];
  featured: boolean;
  /** undefined: the field is missing. */
  subtitle: string | undefined;
  accessories: string[];
  discontinued: string | null;
  tags: string[];
  bodyName: 'Inverter' | 'Trasformatore';
  createdAt: string;
}

const FAMILIES: Family[] = ['mig', 'tig', 'plasma'];
const ITALIAN: Record<Family, string> = {
  mig: 'Saldatrice mig',
  tig: 'Saldatrice tig',
  plasma: 'Taglio plasma',
};
const ENGLISH: Record<Family, string> = {
  mig: 'MIG welder',
  tig: 'TIG welder',
  plasma: 'Plasma cutter',
};
const SPANISH: Record<Family, string> = {
  mig: 'Soldadora MIG',
  tig: 'Soldadora TIG',
  plasma: 'Corte por plasma',
};
const MATERIALS = [
  ['steel', 'aluminium'],
  ['steel'],
  ['aluminium', 'stainless'],
  ['steel', 'stainless', 'copper'],
];

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-mm-dd HH:MM`, the API's date format, `days` after 2025-01-01 10:00 UTC. */
function dateAfter(days: number): string {
  const date = new Date(Date.UTC(2025, 0, 1, 10, 0) + days * 86_400_000);
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

function tagsOf(n: number): string[] {
  if (n % 10 === 0) return ['new', 'sale'];
  if (n % 10 === 5) return ['sale'];
  if (n % 10 === 3) return ['new'];
  return [];
}

function product(n: number): ProductSpec {
  const family = FAMILIES[(n - 1) % 3] as Family;
  /** Five products carry the search term "zephyr" in slug, name and title. */
  const zephyr = n % 12 === 0;
  const slug = zephyr ? `${family}-zephyr-${pad(n)}` : `${family}-${pad(n)}`;
  const label = zephyr ? `Zephyr ${pad(n)}` : pad(n);
  return {
    n,
    id: 100 + n,
    uuid: uuidOf(100 + n),
    slug,
    fullSlug: `prodotti/${slug}`,
    name: `${ITALIAN[family]} ${label}`,
    englishTitle: `${ENGLISH[family]} ${label}`,
    spanishTitle: n <= 30 ? `${SPANISH[family]} ${label}` : undefined,
    family,
    price: ((n * 7919) % 9000) + 500,
    weight: Number((((n * 17) % 97) + n / 100).toFixed(2)),
    releaseDate: dateAfter(n * 5),
    materials: MATERIALS[n % 4] ?? [],
    featured: n % 5 === 0,
    subtitle: n % 6 === 0 ? '' : n % 6 === 1 ? undefined : `Sottotitolo ${pad(n)}`,
    accessories: n % 4 === 0 ? [] : ['torch'],
    discontinued: n % 7 === 0 ? '2026-06-01 00:00' : null,
    tags: tagsOf(n),
    bodyName: n % 2 === 1 ? 'Inverter' : 'Trasformatore',
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
  };
}

export const products: ProductSpec[] = Array.from({ length: 60 }, (_, i) => product(i + 1));

export function productNamed(slug: string): ProductSpec {
  const found = products.find((spec) => spec.slug === slug);
  if (!found) throw new Error(`No fixture product ${slug}`);
  return found;
}
