import { cookies } from 'next/headers';
import { env } from '@/config/env';
import { jsonAnswer } from '../_http/json-answer';
import { readLimited } from '../_http/read-limited';
import { signInConfig, type SignInConfig } from '@/features/session/sign-in-config';
import { clientAddress } from '@/features/session/server/client-address';
import { FailureThrottle } from '@/features/session/server/failure-throttle';
import { adminAuth } from '@/features/session/server/firebase-admin';
import {
  clearedSessionCookieHeader,
  SESSION_COOKIE,
  sessionCookieHeader,
  type SessionCookieOptions,
} from '@/features/session/server/session-cookie';

/** The largest body the endpoint reads: an ID token is about 1 kB, its JSON a little more. */
export const MAX_BODY_BYTES = 8 * 1024;

/**
 * A session is made from an ID token of a sign-in this recent, or renewed from a refreshed token
 * of the partner whose session the request carries (Firebase's guide to session cookies: a
 * stolen ID token alone cannot start a session later).
 */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

const throttle = new FailureThrottle();

/** Why the endpoint refuses a request: its status and the reason a client is told. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    /** Counts towards the address's failures (a token that does not hold). */
    readonly counts = true,
  ) {
    super(reason);
  }
}

/** The reasons for Firebase's verdicts on a token, by its error code. */
const TOKEN_REASONS: Record<string, string> = {
  'auth/id-token-expired': 'the token has expired: refresh it and send it again',
  'auth/id-token-revoked': 'the token was revoked (signed out): sign in again',
  'auth/user-disabled': 'the account is disabled',
  'auth/user-not-found': 'the account no longer exists',
  'auth/argument-error':
    'the token is not a valid Firebase ID token for this site (signature, issuer or audience)',
  'auth/invalid-id-token':
    'the token is not a valid Firebase ID token for this site (signature, issuer or audience)',
};

function firebaseCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Firebase's refusal of a token, as a 401 with its reason; anything else is the service failing. */
function tokenRefusal(error: unknown): Refusal {
  const code = firebaseCode(error);
  if (code && code in TOKEN_REASONS) return new Refusal(401, TOKEN_REASONS[code]!);
  if (code?.startsWith('auth/') && !/network|internal|quota/.test(code)) {
    return new Refusal(401, `the token was refused (${code})`);
  }
  console.error(`Sign-in service unavailable: ${(error as Error).message}`);
  return new Refusal(503, 'the sign-in service cannot be reached: try again shortly', false);
}

function cookieOptions(): SessionCookieOptions {
  return { secure: env().SITE_URL.startsWith('https:') };
}

/**
 * The request comes from the site's own pages: a browser names the page's origin in `Origin`
 * (always on a POST or DELETE), and it must be the site's (`SITE_URL`) or the one the request was
 * sent to. A request without `Origin` is not a browser's and cannot ride on a visitor's cookies.
 */
function checkOrigin(request: Request) {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site') throw new Refusal(403, 'cross-origin requests are refused');
  if (origin === null) return;
  const own = new Set([new URL(env().SITE_URL).origin, new URL(request.url).origin]);
  const host = request.headers.get('host');
  if (host) {
    const protocol = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol;
    own.add(`${protocol.replace(/:$/, '')}://${host}`);
  }
  if (!own.has(origin)) throw new Refusal(403, `cross-origin requests are refused (${origin})`);
}

async function readToken(request: Request): Promise<string> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new Refusal(400, 'the body must be JSON (Content-Type: application/json)');
  }
  const body = await readLimited(request, MAX_BODY_BYTES);
  if (body === null) throw new Refusal(413, `the body is over ${MAX_BODY_BYTES} bytes`);
  if (body.byteLength === 0) throw new Refusal(400, 'the body is empty: send {"token": "…"}');
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new Refusal(400, 'the body is not JSON');
  }
  const token = (parsed as { token?: unknown } | null)?.token;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Refusal(400, 'the body must be a JSON object: {"token": "…"}');
  }
  if (typeof token !== 'string' || token === '') {
    throw new Refusal(400, 'the body has no "token": send {"token": "<Firebase ID token>"}');
  }
  if (!JWT_SHAPE.test(token)) throw new Refusal(401, 'the token is malformed (not a JWT)');
  return token;
}

/** The partner whose valid session the request already carries, if any. */
async function sessionUid(config: SignInConfig): Promise<string | undefined> {
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!cookie) return undefined;
  try {
    return (await adminAuth(config).verifySessionCookie(cookie, true)).uid;
  } catch {
    return undefined;
  }
}

async function startSession(request: Request, config: SignInConfig): Promise<Response> {
  checkOrigin(request);
  const token = await readToken(request);
  const auth = adminAuth(config);
  let decoded;
  try {
    decoded = await auth.verifyIdToken(token, true);
  } catch (error) {
    throw tokenRefusal(error);
  }
  const signedInSecondsAgo = Date.now() / 1000 - decoded.auth_time;
  if (signedInSecondsAgo > RECENT_SIGN_IN_SECONDS && (await sessionUid(config)) !== decoded.uid) {
    throw new Refusal(
      401,
      'the sign-in is not recent and there is no session to renew: sign in again',
    );
  }
  const lifetimeSeconds = env().SESSION_LIFETIME_DAYS * 86_400;
  let cookie: string;
  try {
    cookie = await auth.createSessionCookie(token, { expiresIn: lifetimeSeconds * 1000 });
  } catch (error) {
    throw tokenRefusal(error);
  }
  return jsonAnswer(
    200,
    {
      uid: decoded.uid,
      expiresAt: new Date(Date.now() + lifetimeSeconds * 1000).toISOString(),
    },
    { 'Set-Cookie': sessionCookieHeader(cookie, lifetimeSeconds, cookieOptions()) },
  );
}

async function endSession(request: Request, config: SignInConfig): Promise<Response> {
  checkOrigin(request);
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  let revoked = false;
  if (cookie && env().SESSION_REVOKE_ON_SIGN_OUT) {
    const auth = adminAuth(config);
    try {
      const { uid } = await auth.verifySessionCookie(cookie);
      await auth.revokeRefreshTokens(uid);
      revoked = true;
    } catch (error) {
      // an expired or foreign cookie has nothing to revoke; it is cleared all the same
      if (!firebaseCode(error)?.startsWith('auth/')) throw tokenRefusal(error);
    }
  }
  return jsonAnswer(
    200,
    { signedOut: true, revoked },
    { 'Set-Cookie': clearedSessionCookieHeader(cookieOptions()) },
  );
}

function refusalAnswer(refusal: Refusal, address: string): Response {
  const wait = refusal.counts ? throttle.fail(address) : 0;
  return jsonAnswer(
    refusal.status,
    { error: refusal.reason },
    wait > 0 ? { 'Retry-After': String(Math.ceil(wait / 1000)) } : undefined,
  );
}

/**
 * `/api/__session` (spec section 7): POST `{"token": "<ID token>"}` starts or renews the session
 * cookie, DELETE ends it. Without a sign-in configuration the endpoint does not exist.
 */
export async function sessionEndpoint(request: Request): Promise<Response> {
  const config = signInConfig();
  if (!config) return jsonAnswer(404, { error: 'not found' });
  if (request.method !== 'POST' && request.method !== 'DELETE') {
    return jsonAnswer(
      405,
      { error: `${request.method} is not allowed: POST or DELETE` },
      {
        Allow: 'POST, DELETE',
      },
    );
  }
  const address = clientAddress(request.headers);
  const wait = throttle.waitFor(address);
  if (wait > 0) {
    return jsonAnswer(
      429,
      { error: 'too many failed attempts from this address: wait and try again' },
      { 'Retry-After': String(Math.ceil(wait / 1000)) },
    );
  }
  try {
    const answer =
      request.method === 'POST'
        ? await startSession(request, config)
        : await endSession(request, config);
    if (request.method === 'POST') throttle.succeed(address);
    return answer;
  } catch (error) {
    if (error instanceof Refusal) return refusalAnswer(error, address);
    throw error;
  }
}
