import type { Blok } from '@/content';
import type { ComponentMap, ComponentName } from '@/content/generated/components';
import { Button } from './button/button';
import { FeatureGrid } from './feature-grid/feature-grid';
import { Hero } from './hero/hero';
import { Page } from './page/page';
import { Product } from './product/product';
import { DownloadListing } from './download-listing/download-listing';
import { ProductListing } from './product-listing/product-listing';
import { ProductSearchBar } from './product-search-bar/product-search-bar';
import { RichText } from './rich-text/rich-text';
import { SpecialFunctionsListing } from './special-functions-listing/special-functions-listing';
import type { BlockComponent } from './types';

/**
 * CMS component name -> server component, typed by the content model: an entry's props are the
 * fields the schema declares for that component. A component of the model without an entry is
 * logged as missing when content uses it (spec section 8); nested parts (`nav-item`, `tech-spec`)
 * are rendered by their parent block and need none.
 */
export type BlockRegistry = {
  [Name in ComponentName]?: BlockComponent<ComponentMap[Name]>;
};

export const registry = {
  page: Page,
  product: Product,
  hero: Hero,
  button: Button,
  'feature-grid': FeatureGrid,
  'rich-text': RichText,
  'product-listing': ProductListing,
  'product-search-bar': ProductSearchBar,
  'special-functions-listing': SpecialFunctionsListing,
  'download-listing': DownloadListing,
} satisfies BlockRegistry;

export type BlockName = keyof typeof registry;

export function findBlock(name: string): BlockComponent<Blok> | undefined {
  if (!Object.hasOwn(registry, name)) return undefined;
  // The name is a registry key, so the block's fields are that component's (validated by the schema).
  return registry[name as BlockName] as unknown as BlockComponent<Blok>;
}
