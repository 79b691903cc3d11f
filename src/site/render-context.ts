import type { Link, Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import type { LanguageAlternate } from './language-alternates';

/**
 * What every block may need to know about the page it is rendered in. The frame builds it
 * (`page-context.ts`) and reads it (header, footer, links); the blocks receive it.
 */
export interface RenderContext {
  locale: Locale;
  /** The story of the page being rendered; absent on error pages. */
  story?: Story;
  /** Where the language switcher leads in every locale (the same page, or that locale's home). */
  alternates: Record<Locale, LanguageAlternate>;
  /** Story links by uuid, for the link resolver. */
  links: ReadonlyMap<string, Link>;
  /** Show a visible placeholder for a component the registry does not know (spec section 8). */
  showMissingBlocks: boolean;
  /**
   * A draft preview (Next's draft mode): blocks carry the editor's click-to-edit attributes, and
   * the content shown is the unpublished version.
   */
  draft: boolean;
  /**
   * The listing query of a request-time render (`filter_query[...]`, `search_term`, `page`, ... as
   * listed in src/paths/listing-query.ts); absent on a pre-rendered page, which shows listings
   * unfiltered and on their first page.
   */
  query?: URLSearchParams;
}
