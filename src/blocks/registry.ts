import type { Blok } from '@/content';
import type { ComponentMap, ComponentName } from '@/content/generated/components';
import { Breadcrumbs } from './breadcrumbs/breadcrumbs';
import { BlogLatestPosts } from './blog-latest-posts/blog-latest-posts';
import { BlogListing } from './blog-listing/blog-listing';
import { BlogPost } from './blog-post/blog-post';
import { Download } from './download/download';
import { EventDetail } from './event/event';
import { EventsListing } from './events-listing/events-listing';
import { FeatureGrid } from './feature-grid/feature-grid';
import { Hero } from './hero/hero';
import { JobApplication } from './job-application/job-application';
import { JobListing } from './job-listing/job-listing';
import { JobPosition } from './job-position/job-position';
import { LeadForm } from './lead-form/lead-form';
import { Accordion } from './accordion/accordion';
import { ButtonBlock } from './button/button';
import { ContactFormEmbed } from './contact-form-embed/contact-form-embed';
import { CookieDeclaration } from './cookie-declaration/cookie-declaration';
import { HotspotImage } from './hotspot-image/hotspot-image';
import { LocationMap } from './map/map';
import { Page } from './page/page';
import { Product } from './product/product';
import { DownloadListing } from './download-listing/download-listing';
import { ProductListing } from './product-listing/product-listing';
import { ProductSearchBar } from './product-search-bar/product-search-bar';
import { RichText } from './rich-text/rich-text';
import { SocialItems } from './social-items/social-items';
import { Slider } from './slider/slider';
import { SpecialFunctionsListing } from './special-functions-listing/special-functions-listing';
import type { BlockComponent } from './types';
import { Video } from './video/video';

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
  'blog-post': BlogPost,
  event: EventDetail,
  'job-position': JobPosition,
  download: Download,
  hero: Hero,
  button: ButtonBlock,
  'feature-grid': FeatureGrid,
  'rich-text': RichText,
  'product-listing': ProductListing,
  breadcrumbs: Breadcrumbs,
  'social-items': SocialItems,
  'blog-latest-posts': BlogLatestPosts,
  'blog-listing': BlogListing,
  'events-listing': EventsListing,
  'job-listing': JobListing,
  accordion: Accordion,
  slider: Slider,
  'hotspot-image': HotspotImage,
  video: Video,
  map: LocationMap,
  'contact-form-embed': ContactFormEmbed,
  'lead-form': LeadForm,
  'job-application': JobApplication,
  'cookie-declaration': CookieDeclaration,
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
