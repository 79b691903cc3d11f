import type { SignInConfig } from './sign-in-config';

/**
 * The browser's note that a partner is signed in, with the configuration to keep the session:
 * pages read it to decide whether to load Firebase at all (a visitor who never signed in never
 * does). Strictly necessary storage of the sign-in, listed in the cookie declaration.
 */
export const SIGNED_IN_KEY = 'fortarc_signed_in';

/** Marks the reserved area's pages: a session that ends under them sends the partner away. */
export const RESERVED_PAGE_ATTRIBUTE = 'data-reserved';

export function readSignedIn(storage: Storage | undefined): SignInConfig | undefined {
  try {
    const value = storage?.getItem(SIGNED_IN_KEY);
    if (!value) return undefined;
    const config = JSON.parse(value) as Partial<SignInConfig>;
    return config.apiKey && config.authDomain && config.projectId
      ? (config as SignInConfig)
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeSignedIn(storage: Storage | undefined, config: SignInConfig | undefined) {
  try {
    if (config) storage?.setItem(SIGNED_IN_KEY, JSON.stringify(config));
    else storage?.removeItem(SIGNED_IN_KEY);
  } catch {
    // storage refused (private mode, quota): the session still works on this page
  }
}
