import type { Locale } from '@/i18n/routing';
import type { DownloadBlok, ProductBlok } from './generated/components';
import { hrefFor } from './href';
// A cycle with the gateway (index.ts re-exports this module): only functions cross it, called
// after both modules are loaded.
import { getDatasourceLabels, listStories } from './index';
import type { StoriesParams } from './source';
import type { Story } from './types';

/**
 * The documents reserved to signed-in partners: download stories with `access: partners`. Their
 * files are private assets (`openPrivateAsset`); public pages list them with a lock and never
 * show the file's URL.
 */

/** A document for partners, as the partner area lists it, in one locale. */
export interface PartnerDocument {
  uuid: string;
  title: string;
  description?: string;
  /** The download type's label in the locale (datasource `tipi-download`). */
  typeLabel: string;
  /** The languages the file is written in, as codes (`it`, `en`). */
  languages: string[];
  sizeKb: number;
  /** The private asset: its URL for `openPrivateAsset` (never for a page) and its file name. */
  file: { filename: string; name: string };
  /** The document's public page (which shows the lock, not the file). */
  pagePath: string;
  products: { title: string; href: string }[];
}

/** Whether a download is reserved to signed-in partners; without the field it is public. */
export function isForPartners(download: Pick<DownloadBlok, 'access'>): boolean {
  return download.access === 'partners';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The partners' download stories matching `params`, every page, their products resolved. */
async function partnerStories(locale: Locale, params: StoriesParams): Promise<Story[]> {
  const stories: Story[] = [];
  for (let page = 1; ; page++) {
    const result = await listStories(locale, {
      ...params,
      content_type: 'download',
      filter_query: { access: { in: 'partners' } },
      resolve_relations: 'download.products',
      per_page: 100,
      page,
    });
    stories.push(...result.stories);
    if (result.stories.length === 0 || page * result.perPage >= result.total) return stories;
  }
}

function nameOf(filename: string): string {
  const last = filename.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** A partners' download story as the partner area shows it; undefined for any other story. */
export function toPartnerDocument(
  story: Story,
  locale: Locale,
  typeLabels: ReadonlyMap<string, string>,
): PartnerDocument | undefined {
  const download = story.content as unknown as DownloadBlok;
  if (story.content.component !== 'download' || !isForPartners(download)) return undefined;
  const filename = download.file?.filename ?? '';
  if (filename === '') return undefined;
  const sizeKb = Number.parseFloat(download.file_size_kb);
  const products = (download.products ?? []).flatMap((product) =>
    typeof product === 'string'
      ? []
      : [
          {
            title: (product.content as unknown as ProductBlok).name || product.name,
            href: hrefFor(product, locale),
          },
        ],
  );
  return {
    uuid: story.uuid,
    title: download.title || story.name,
    ...(download.description ? { description: download.description } : {}),
    typeLabel: typeLabels.get(download.download_type) ?? download.download_type,
    languages: download.languages ?? [],
    sizeKb: Number.isFinite(sizeKb) ? sizeKb : 0,
    file: { filename, name: download.file?.name || nameOf(filename) },
    pagePath: hrefFor(story, locale),
    products,
  };
}

/** Every document for partners in `locale`, by title. */
export async function listPartnerDocuments(locale: Locale): Promise<PartnerDocument[]> {
  const [typeLabels, stories] = await Promise.all([
    getDatasourceLabels('tipi-download', locale),
    partnerStories(locale, {}),
  ]);
  return stories
    .flatMap((story) => toPartnerDocument(story, locale, typeLabels) ?? [])
    .sort((a, b) => a.title.localeCompare(b.title, locale, { numeric: true }));
}

/** The document for partners with this uuid in `locale`; undefined for any other (or public) story. */
export async function findPartnerDocument(
  uuid: string,
  locale: Locale,
): Promise<PartnerDocument | undefined> {
  if (!UUID.test(uuid)) return undefined;
  const [typeLabels, stories] = await Promise.all([
    getDatasourceLabels('tipi-download', locale),
    partnerStories(locale, { by_uuids: uuid }),
  ]);
  const story = stories.find((candidate) => candidate.uuid === uuid);
  return story ? toPartnerDocument(story, locale, typeLabels) : undefined;
}
