import { listAllStories, listStories, type Story } from '@/content';
import { excludingProductPageFields } from '@/catalogue/product-fields';
import type { DownloadBlok, ProductBlok } from '@/content/generated/components';
import type { Locale } from '@/i18n/routing';

export function downloadOf(story: Story): DownloadBlok {
  return story.content as unknown as DownloadBlok;
}

/** The products a download is about, as far as the content service resolved them. */
export function productsOfDownload(story: Story): Array<{ slug: string; name: string }> {
  return (downloadOf(story).products ?? []).flatMap((product) =>
    typeof product === 'string'
      ? []
      : [
          {
            slug: product.slug,
            name: (product.content as unknown as ProductBlok).name || product.name,
          },
        ],
  );
}

/** The downloads of the given types (every type when none is given), products resolved, in one query per 100. */
export async function loadDownloads(locale: Locale, types: readonly string[]): Promise<Story[]> {
  const stories: Story[] = [];
  for (let page = 1; ; page++) {
    const result = await listStories(locale, {
      content_type: 'download',
      filter_query: types.length > 0 ? { download_type: { in: types.join(',') } } : undefined,
      resolve_relations: 'download.products',
      sort_by: 'position:asc',
      per_page: 100,
      page,
    });
    stories.push(...result.stories);
    if (result.stories.length === 0 || page * result.perPage >= result.total) return stories;
  }
}

/** The download type whose list also holds every product's generated datasheet (issue 46). */
export const DATASHEET_DOWNLOAD_TYPE = 'datasheet';

/** Every published product, in the editors' order, for its datasheet's entry. */
export function loadDatasheetProducts(locale: Locale): Promise<Story[]> {
  return listAllStories(locale, {
    content_type: 'product',
    sort_by: 'position:asc',
    excluding_fields: excludingProductPageFields(),
  });
}
