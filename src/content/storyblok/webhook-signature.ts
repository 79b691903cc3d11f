import { createHmac, timingSafeEqual } from 'node:crypto';

/** Storyblok's `webhook-signature`: the HMAC-SHA1 of the raw body with the secret, in hex. */
export function webhookSignature(rawBody: Uint8Array, secret: string): string {
  return createHmac('sha1', secret).update(rawBody).digest('hex');
}

/**
 * Whether `header` is the signature of exactly these bytes. Compared in constant time, so the
 * answer's timing tells an attacker nothing about how much of a guess was right.
 */
export function hasValidSignature(
  rawBody: Uint8Array,
  header: string | null,
  secret: string,
): boolean {
  if (!header || !/^[0-9a-f]{40}$/i.test(header.trim())) return false;
  const expected = Buffer.from(webhookSignature(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(header.trim(), 'hex'));
}
