/**
 * The one source of what a visitor may consent to: the banner, the settings, the privacy page's
 * list (the `cookie-declaration` block) and the seam that decides what loads (`third-party.ts`)
 * all read these definitions. Their texts live in the `Consent` messages of each language.
 */

/**
 * Raised whenever a category or a service is added or removed: every stored choice of an older
 * version is asked again (the Garante's guidelines: ask again when the purposes change).
 */
export const CONSENT_VERSION = 1;

/** A choice is asked again after six months (the Garante's guidelines, 10 June 2021). */
export const CONSENT_LIFETIME_DAYS = 183;

export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'media'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a visitor chooses; `necessary` is always on. */
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['analytics', 'media'];

/** A cookie a service stores, with how long it lives (`session` ends with the browser). */
export interface CookieDefinition {
  /** Its name; `*` stands for any suffix (`_ga_*`). */
  name: string;
  lifetime: { count: number; unit: 'minutes' | 'hours' | 'days' | 'months' | 'years' };
}

export interface ServiceDefinition {
  category: ConsentCategory;
  /** Who runs it, a proper name the same in every language; the contact form's is on its page. */
  provider?: string;
  /** Where the provider's own policy is (external services only). */
  policy?: string;
  /** The cookies this site stores for it; a framed service stores its own in its frame instead. */
  cookies: readonly CookieDefinition[];
  /** The service stores cookies of its own, inside its frame, under its own policy. */
  ownCookies?: true;
  /** Exists only with sign-in configured (src/features/session/). */
  signIn?: true;
}

export const SERVICES = {
  site: {
    category: 'necessary',
    provider: 'Fortarc S.p.A.',
    cookies: [
      { name: 'NEXT_LOCALE', lifetime: { count: 365, unit: 'days' } },
      { name: 'fortarc_consent', lifetime: { count: 6, unit: 'months' } },
      // set only where a form is shown without JavaScript (src/leads/form-cookie.ts)
      { name: 'fortarc_form', lifetime: { count: 1, unit: 'days' } },
    ],
  },
  'partner-sign-in': {
    category: 'necessary',
    provider: 'Google Ireland Limited (Firebase)',
    policy: 'https://firebase.google.com/support/privacy',
    // the lifetime is SESSION_LIFETIME_DAYS', written in by describe.ts
    cookies: [{ name: '__session', lifetime: { count: 5, unit: 'days' } }],
    signIn: true,
  },
  'google-tag-manager': {
    category: 'analytics',
    provider: 'Google Ireland Limited',
    policy: 'https://policies.google.com/privacy',
    cookies: [
      { name: '_ga', lifetime: { count: 2, unit: 'years' } },
      { name: '_ga_*', lifetime: { count: 2, unit: 'years' } },
    ],
  },
  youtube: {
    category: 'media',
    provider: 'Google Ireland Limited',
    policy: 'https://policies.google.com/privacy',
    cookies: [],
    ownCookies: true,
  },
  vimeo: {
    category: 'media',
    provider: 'Vimeo.com, Inc.',
    policy: 'https://vimeo.com/privacy',
    cookies: [],
    ownCookies: true,
  },
  openstreetmap: {
    category: 'media',
    provider: 'OpenStreetMap Foundation',
    policy: 'https://osmfoundation.org/wiki/Privacy_Policy',
    cookies: [],
    ownCookies: true,
  },
  'contact-form': {
    category: 'media',
    cookies: [],
    ownCookies: true,
  },
} as const satisfies Record<string, ServiceDefinition>;

export type ServiceId = keyof typeof SERVICES;

/** Cookies the analytics services may have stored: removed when analytics consent is withdrawn. */
export const ANALYTICS_COOKIE_PATTERNS: readonly RegExp[] = [
  /^_ga(_.*)?$/,
  /^_gid$/,
  /^_gat/,
  /^_gcl_/,
];

/**
 * The categories on offer: analytics only when a tag manager is configured (`GTM_ID`), since
 * without it there is nothing to consent to.
 */
export function categoriesOnOffer(analytics: boolean): ConsentCategory[] {
  return CONSENT_CATEGORIES.filter((category) => category !== 'analytics' || analytics);
}

/** What a start of the site offers: analytics with a container, sign-in with Firebase configured. */
export interface Offer {
  analytics: boolean;
  /** The session's lifetime in days, when sign-in is configured. */
  sessionDays?: number;
}

/** The services of a category on offer, in the order above. */
export function servicesOf(category: ConsentCategory, offer?: Offer): ServiceId[] {
  return (Object.keys(SERVICES) as ServiceId[]).filter((id) => {
    const service: ServiceDefinition = SERVICES[id];
    if (service.category !== category) return false;
    return !service.signIn || offer?.sessionDays !== undefined;
  });
}

/**
 * The cache tag of a page that lists the categories (the cookie declaration), by whether analytics
 * was on offer when it rendered: a start with the other setting renders such pages again.
 */
export const declarationTag = (analytics: boolean) =>
  `settings:analytics-${analytics ? 'on' : 'off'}` as const;
