import type { Blok } from '@/content';
import { pageContentTypes } from '@/content/page-types';
import { Button } from './button/button';
import type { ButtonBlok } from './button/button.types';
import { FeatureGrid } from './feature-grid/feature-grid';
import type { FeatureGridBlok } from './feature-grid/feature-grid.types';
import { Hero } from './hero/hero';
import type { HeroBlok } from './hero/hero.types';
import { Page } from './page/page';
import type { PageBlok } from './page/page.types';
import { Product } from './product/product';
import type { ProductBlok } from './product/product.types';
import { ProductListing } from './product-listing/product-listing';
import type { ProductListingBlok } from './product-listing/product-listing.types';
import { RichText } from './rich-text/rich-text';
import type { RichTextBlok } from './rich-text/rich-text.types';
import type { BlockComponent } from './types';

/** Every block the CMS may send, by its component name. */
export type KnownBlok =
  | PageBlok
  | ProductBlok
  | HeroBlok
  | ButtonBlok
  | FeatureGridBlok
  | RichTextBlok
  | ProductListingBlok;

export type BlockName = KnownBlok['component'];

export type BlockRegistry = {
  [Name in BlockName]: BlockComponent<Extract<KnownBlok, { component: Name }>>;
};

/** CMS component name -> server component. A block type without an entry fails the type check. */
export const registry = {
  page: Page,
  product: Product,
  hero: Hero,
  button: Button,
  'feature-grid': FeatureGrid,
  'rich-text': RichText,
  'product-listing': ProductListing,
} satisfies BlockRegistry;

/** Every content type that is a page has a component: a missing one fails the type check. */
export const pageComponents = pageContentTypes satisfies readonly BlockName[];

export function findBlock(name: string): BlockComponent<Blok> | undefined {
  if (!Object.hasOwn(registry, name)) return undefined;
  // The name is a registry key, so the block's fields are that component's (validated by the schema).
  return registry[name as BlockName] as unknown as BlockComponent<Blok>;
}
