import type { DescribedCategory } from './describe';

/**
 * What the consent manager's code asks the server for (`GET /api/consent?locale=`), once it runs:
 * the tag manager's container read at start (so one build serves any environment), the categories
 * on offer with their services and cookies, the texts in the page's language and the legal links.
 */
export interface ConsentConfig {
  version: number;
  /** Google Tag Manager's container; absent, there is no analytics category. */
  gtmId?: string;
  categories: DescribedCategory[];
  texts: {
    banner: Record<
      'label' | 'title' | 'text' | 'reject' | 'accept' | 'customise' | 'close',
      string
    >;
    settings: Record<
      'title' | 'intro' | 'save' | 'close' | 'alwaysOn' | 'details' | 'provider' | 'cookies',
      string
    > &
      Record<'cookie' | 'lifetime' | 'saved', string>;
  };
  /** The footer's legal links (the privacy policy), for the banner. */
  links: Array<{ label: string; href: string }>;
}

/** The route the configuration is served from. */
export const CONSENT_CONFIG_PATH = '/api/consent';
