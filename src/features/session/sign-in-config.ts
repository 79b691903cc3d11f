import { env, type Env } from '@/config/env';

/** What the browser needs to sign in: Firebase's web configuration, public by design. */
export interface SignInConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The Auth emulator's `host:port`, in development and tests. */
  emulatorHost?: string;
}

/** Sign-in exists exactly when the Firebase web configuration is set (src/config/env.ts). */
export function signInConfig(config: Env = env()): SignInConfig | undefined {
  const { FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID } = config;
  if (!FIREBASE_API_KEY || !FIREBASE_AUTH_DOMAIN || !FIREBASE_PROJECT_ID) return undefined;
  return {
    apiKey: FIREBASE_API_KEY,
    authDomain: FIREBASE_AUTH_DOMAIN,
    projectId: FIREBASE_PROJECT_ID,
    ...(config.FIREBASE_AUTH_EMULATOR_HOST && { emulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST }),
  };
}

/**
 * The cache tag of a page that shows whether sign-in exists (the header's link, a locked
 * document's way in), by the setting it rendered with: a start with the other setting renders such
 * pages again (`/api/start-refresh`).
 */
export const signInTag = (on: boolean) => `settings:sign-in-${on ? 'on' : 'off'}` as const;
