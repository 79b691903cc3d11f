import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasValidSignature, webhookSignature } from './webhook-signature';

const secret = 'a-webhook-secret';
const body = Buffer.from('{"action":"published","space_id":1,"story_id":2,"text":"x"}');

describe('webhook signature', () => {
  it('is the HMAC-SHA1 hex of the raw body, as Storyblok documents it', () => {
    const expected = createHmac('sha1', secret).update(body).digest('hex');
    expect(webhookSignature(body, secret)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{40}$/);
  });

  it('accepts the signature of exactly these bytes, in either case', () => {
    const signature = webhookSignature(body, secret);
    expect(hasValidSignature(body, signature, secret)).toBe(true);
    expect(hasValidSignature(body, signature.toUpperCase(), secret)).toBe(true);
  });

  it('refuses a missing, malformed or wrong signature', () => {
    const signature = webhookSignature(body, secret);
    expect(hasValidSignature(body, null, secret)).toBe(false);
    expect(hasValidSignature(body, '', secret)).toBe(false);
    expect(hasValidSignature(body, signature.slice(0, 39), secret)).toBe(false);
    expect(hasValidSignature(body, `${signature}00`, secret)).toBe(false);
    expect(hasValidSignature(body, 'z'.repeat(40), secret)).toBe(false);
    expect(hasValidSignature(body, webhookSignature(body, 'another secret'), secret)).toBe(false);
  });

  it('refuses a replay whose body was changed, even by one byte or only in spacing', () => {
    const signature = webhookSignature(body, secret);
    const changed = Buffer.from(body.toString().replace('"story_id":2', '"story_id":3'));
    const respaced = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(hasValidSignature(changed, signature, secret)).toBe(false);
    expect(hasValidSignature(respaced, signature, secret)).toBe(false);
  });
});
