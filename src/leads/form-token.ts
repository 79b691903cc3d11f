import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The timing token: when a form was opened, signed, so a submission can show it took a person's
 * time (a robot posts at once). It is issued per visitor by a small endpoint or with a refused
 * first post, never in the page, so the page stays cacheable.
 */
export type TokenCheck = 'ok' | 'missing' | 'forged' | 'early' | 'expired';

/** A token is good for a day: a visitor may leave the form open a long time. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** Marks a token the page's script fetched: that form must carry a proof of work too. */
const SCRIPTED = 's';

export function issueFormToken(secret: string, now = Date.now(), scripted = false): string {
  const payload = [now.toString(36), randomBytes(6).toString('base64url')];
  if (scripted) payload.push(SCRIPTED);
  return `${payload.join('.')}.${sign(payload.join('.'), secret)}`;
}

/** Whether a (checked) token was fetched by the form's script, not handed to a form without. */
export function isScriptedToken(token: string): boolean {
  return token.split('.').length === 4 && token.split('.')[2] === SCRIPTED;
}

export function checkFormToken(
  token: string | undefined,
  secret: string,
  minMs: number,
  now = Date.now(),
): TokenCheck {
  if (!token) return 'missing';
  const parts = token.split('.');
  if (parts.length < 3 || parts.length > 4 || token.length > 100) return 'forged';
  const signature = parts.pop() ?? '';
  const [issued = ''] = parts;
  const expected = Buffer.from(sign(parts.join('.'), secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  const at = Number.parseInt(issued, 36);
  if (!Number.isFinite(at) || at > now + 60_000) return 'forged';
  if (now - at < minMs) return 'early';
  if (now - at > TOKEN_LIFETIME_MS) return 'expired';
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
