import { cookies } from 'next/headers';
import { signInConfig } from '../sign-in-config';
import { adminAuth } from './firebase-admin';
import { SESSION_COOKIE } from './session-cookie';

/** The sign-in service could not be asked about a session. */
export class SignInUnavailable extends Error {}

/** A signed-in partner, as the session cookie says. */
export interface PartnerSession {
  uid: string;
  email?: string;
  name?: string;
}

/**
 * The partner whose session cookie this is, checked with Firebase on every call: signature,
 * expiry, project, and revocation (a sign-out elsewhere, a disabled account). Undefined for no
 * cookie, a bad one, or no sign-in configured; `SignInUnavailable` when Firebase cannot be asked.
 */
export async function verifyPartnerSession(
  cookie: string | undefined,
): Promise<PartnerSession | undefined> {
  const config = signInConfig();
  if (!config || !cookie) return undefined;
  try {
    const claims = await adminAuth(config).verifySessionCookie(cookie, true);
    return {
      uid: claims.uid,
      ...(typeof claims.email === 'string' && { email: claims.email }),
      ...(typeof claims.name === 'string' && { name: claims.name }),
    };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // Firebase's verdict on the cookie; anything else is the service failing, which is not a
    // reason to send a signed-in partner to the sign-in page
    if (typeof code === 'string' && code.startsWith('auth/') && !/network|internal/.test(code)) {
      return undefined;
    }
    throw new SignInUnavailable((error as Error).message);
  }
}

/** The partner of the request being answered (reads its cookies: the page or route is dynamic). */
export async function currentPartner(): Promise<PartnerSession | undefined> {
  return verifyPartnerSession((await cookies()).get(SESSION_COOKIE)?.value);
}
