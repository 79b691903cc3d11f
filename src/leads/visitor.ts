import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Who sent a form, as far as the spam defence needs to know: the address the request came from
 * (the last of X-Forwarded-For, which the production server makes the address it or its local
 * proxy saw) and the user agent. Neither is kept: the store holds only keyed hashes of them
 * (HMAC with a key derived from LEADS_SECRET, so a hash cannot be turned back into an address
 * by trying every IPv4 address), and only for as long as a token or a lane is held.
 */
export interface Visitor {
  address: string;
  userAgent: string;
  /** The timing token the browser was handed when a form was shown without a script (`form-cookie.ts`). */
  opened?: string;
}

/**
 * The network a visitor posts from: an IPv4 address as it is (an IPv4-mapped IPv6 address too),
 * an IPv6 address's /64, the block one subscriber is given, which a robot could otherwise walk
 * through address by address. Anything else (no address known) as it is, shortened.
 */
export function visitorNetwork(address: string): string {
  const plain = address.trim().split('%')[0]!.toLowerCase();
  if (isIPv4(plain)) return plain;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(plain)) return plain.slice(0, 64);
  const [head = '', tail] = plain.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  // a dotted IPv4 ending takes two groups' room; only the first four groups are kept anyway
  const width = (parts: string[]) => parts.reduce((sum, g) => sum + (g.includes('.') ? 2 : 1), 0);
  const before = groups(head);
  const after = groups(tail);
  const zeros = tail === undefined ? 0 : 8 - width(before) - width(after);
  const all = [...before, ...Array<string>(zeros).fill('0'), ...after];
  return `${all
    .slice(0, 4)
    .map((group) => group.padStart(4, '0'))
    .join(':')}::/64`;
}

const keyed = (secret: string, purpose: string, text: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${text}`).digest('base64url').slice(0, 16);

/** What a token handed out without a script is bound to: the visitor's network and browser. */
export function tokenBinding(visitor: Visitor, secret: string): string {
  return keyed(secret, 'token-visitor', `${visitorNetwork(visitor.address)}\n${visitor.userAgent}`);
}

/**
 * The lane a visitor's posts without a proof of work share: its network only (a robot changes its
 * user agent at will, its network it cannot).
 */
export function laneOf(visitor: Visitor, secret: string): string {
  return keyed(secret, 'lane', visitorNetwork(visitor.address));
}
