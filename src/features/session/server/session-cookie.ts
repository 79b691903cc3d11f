/**
 * The session cookie: `__session` is the one cookie Firebase Hosting's CDN forwards to the
 * server, so the name is fixed. It holds a Firebase session cookie (a JWT signed by Google),
 * readable only by the server.
 */
export const SESSION_COOKIE = '__session';

export interface SessionCookieOptions {
  /** The site is served over https. */
  secure: boolean;
}

function attributes({ secure }: SessionCookieOptions): string {
  return `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The `Set-Cookie` value that starts a session of `maxAgeSeconds`. */
export function sessionCookieHeader(
  value: string,
  maxAgeSeconds: number,
  options: SessionCookieOptions,
): string {
  return `${SESSION_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; ${attributes(options)}`;
}

/** The `Set-Cookie` value that ends the session in the browser. */
export function clearedSessionCookieHeader(options: SessionCookieOptions): string {
  return `${SESSION_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes(options)}`;
}
