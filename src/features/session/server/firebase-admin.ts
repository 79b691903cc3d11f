import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { SignInConfig } from '../sign-in-config';

const APP_NAME = 'fortarc-session';

/**
 * The Admin SDK's Auth for the configured project. Credentials are Google's Application Default
 * Credentials (`GOOGLE_APPLICATION_CREDENTIALS`, or the platform's service account), needed to
 * mint session cookies; against the emulator (`FIREBASE_AUTH_EMULATOR_HOST`, read by the SDK
 * itself) none are.
 */
export function adminAuth(config: SignInConfig): Auth {
  const app = getApps().some((candidate) => candidate.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp({ projectId: config.projectId }, APP_NAME);
  return getAuth(app);
}
