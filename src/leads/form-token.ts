import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The timing token: when a form was opened, signed, so a submission can show it took a person's
 * time (a robot posts at once). It is issued per visitor by a small endpoint or with a refused
 * first post, never in the page, so the page stays cacheable. Each is good for one request: the
 * request that is stored spends it (`accept-lead.ts` holds its id in the leads store until it
 * expires), so a token cannot send forty.
 */
export type TokenCheck = 'ok' | 'missing' | 'forged' | 'early' | 'expired' | 'foreign';

/** A token is good for a day: a visitor may leave the form open a long time. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * What a token is bound to: the page's script, whose form must carry a proof of work too; or,
 * handed back to a form posted without a script, the visitor it was handed to (`tokenBinding`
 * in `visitor.ts`), so it is of no use from another network or browser.
 */
export type TokenBinding = { scripted: true } | { visitor: string };

/** A token of ours, read: its id (what is spent), when it was issued, and what it is bound to. */
export interface FormToken {
  id: string;
  issuedAt: number;
  scripted: boolean;
  /** The visitor a token handed out without a script is bound to. */
  visitor?: string;
}

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** Marks a token the page's script fetched; any other mark is a visitor's binding. */
const SCRIPTED = 's';

export function issueFormToken(secret: string, binding: TokenBinding, now = Date.now()): string {
  const mark = 'scripted' in binding ? SCRIPTED : binding.visitor;
  const payload = [now.toString(36), randomBytes(6).toString('base64url'), mark].join('.');
  return `${payload}.${sign(payload, secret)}`;
}

/** The token when `secret` signed it (its times unchecked), else undefined. */
export function readFormToken(token: string, secret: string): FormToken | undefined {
  const parts = token.split('.', 5);
  if (parts.length !== 4 || token.length > 120) return undefined;
  const [issued = '', nonce = '', mark = '', signature = ''] = parts;
  const expected = Buffer.from(sign(`${issued}.${nonce}.${mark}`, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const issuedAt = Number.parseInt(issued, 36);
  if (!Number.isFinite(issuedAt)) return undefined;
  const scripted = mark === SCRIPTED;
  return { id: `${issued}.${nonce}`, issuedAt, scripted, ...(!scripted && { visitor: mark }) };
}

/**
 * Whether `token` may send a request now from the visitor bound as `visitor` (its
 * `tokenBinding`). Whether it was spent is the store's to say, when the request is stored.
 */
export function checkFormToken(
  token: string | undefined,
  secret: string,
  minMs: number,
  visitor: string,
  now = Date.now(),
): TokenCheck {
  if (!token) return 'missing';
  const read = readFormToken(token, secret);
  if (!read || read.issuedAt > now + 60_000) return 'forged';
  if (!read.scripted && read.visitor !== visitor) return 'foreign';
  if (now - read.issuedAt < minMs) return 'early';
  if (now - read.issuedAt > TOKEN_LIFETIME_MS) return 'expired';
  return 'ok';
}

const SECRET_KEY = Symbol.for('fortarc.leads.secret');

/** LEADS_SECRET, or one made at start (fine for one instance; several must share LEADS_SECRET). */
export function formSecret(configured: string | undefined): string {
  if (configured) return configured;
  const holder = globalThis as { [SECRET_KEY]?: string };
  holder[SECRET_KEY] ??= randomBytes(32).toString('base64url');
  return holder[SECRET_KEY];
}
