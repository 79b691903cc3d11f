import type { DescribedCategory } from './describe';

/**
 * What the consent manager's code asks the server for (`GET /api/consent?locale=`), once it runs:
 * the tag manager's container read at start (so one build serves any environment), the categories
 * on offer with their services and cookies, and the settings' texts in the page's language.
 */
export interface ConsentConfig {
  version: number;
  /** Google Tag Manager's container; absent, there is no analytics category. */
  gtmId?: string;
  categories: DescribedCategory[];
  texts: {
    /** The notice's first layer is the server's (`consent-notice.tsx`): the settings repeat these. */
    choices: Record<'reject' | 'accept', string>;
    settings: Record<
      'title' | 'intro' | 'save' | 'close' | 'alwaysOn' | 'details' | 'provider' | 'cookies',
      string
    > &
      Record<'cookie' | 'lifetime' | 'saved', string>;
  };
}

/** The route the configuration is served from. */
export const CONSENT_CONFIG_PATH = '/api/consent';
