// relative, not `@/`: the production server (server/lead-post.ts) compiles this file too
import { cookieValue } from '../features/consent/consent-record';
import { TOKEN_LIFETIME_MS } from './form-token';
import { OPENED_COOKIE } from './lead-fields';

/**
 * The timing token of a form shown without a script. The page is the same for everyone (a shared
 * cache hands it out), so it cannot carry a token; the form's `<noscript>` image asks
 * `OPENED_ENDPOINT` for one instead, bound to the visitor and kept in a cookie, and a post whose
 * token field is empty is read with it. So the first complete post is accepted, spent once like
 * any token. Without a script the image is the only way the page can tell when it was opened.
 */
export function openedCookie(token: string, secure: boolean): string {
  const maxAge = Math.floor(TOKEN_LIFETIME_MS / 1000);
  return `${OPENED_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}

/** The token a request's `Cookie` header holds, if any (read, not checked: `checkFormToken` is). */
export function openedToken(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader || cookieHeader.length > 8192) return undefined;
  return cookieValue(cookieHeader, OPENED_COOKIE) || undefined;
}
