import { describe, expect, it } from 'vitest';
import { checkFormToken, issueFormToken, readFormToken, TOKEN_LIFETIME_MS } from './form-token';
import { tokenBinding } from './visitor';

const SECRET = 'a-secret-of-sixteen-chars';
const ADA = tokenBinding({ address: '203.0.113.7', userAgent: 'Firefox' }, SECRET);
const BOB = tokenBinding({ address: '198.51.100.9', userAgent: 'Firefox' }, SECRET);
const plain = (now: number) => issueFormToken(SECRET, { visitor: ADA }, now);

describe('the timing token', () => {
  it('is good after the minimum time and before it expires', () => {
    expect(checkFormToken(plain(1_000_000), SECRET, 3000, ADA, 1_004_000)).toBe('ok');
  });

  it('is refused when sent too soon, too late, forged or missing', () => {
    const token = plain(1_000_000);
    expect(checkFormToken(token, SECRET, 3000, ADA, 1_001_000)).toBe('early');
    expect(checkFormToken(token, SECRET, 3000, ADA, 1_000_000 + TOKEN_LIFETIME_MS + 1)).toBe(
      'expired',
    );
    expect(checkFormToken(token, 'another-secret-16-chars', 3000, ADA, 1_004_000)).toBe('forged');
    const [, nonce, mark, signature] = token.split('.');
    const backdated = `${(1_000_000 - 10_000).toString(36)}.${nonce}.${mark}.${signature}`;
    expect(checkFormToken(backdated, SECRET, 3000, ADA, 1_004_000)).toBe('forged');
    expect(checkFormToken('garbage', SECRET, 3000, ADA)).toBe('forged');
    expect(checkFormToken(`${token}.${token}`, SECRET, 3000, ADA, 1_004_000)).toBe('forged');
    expect(checkFormToken(undefined, SECRET, 3000, ADA)).toBe('missing');
  });

  it('handed out without a script, is good only for the visitor it was handed to', () => {
    const token = plain(1_000_000);
    expect(checkFormToken(token, SECRET, 3000, BOB, 1_004_000)).toBe('foreign');
    // rebinding it to another visitor breaks its signature
    const [issued, nonce, , signature] = token.split('.');
    expect(checkFormToken(`${issued}.${nonce}.${BOB}.${signature}`, SECRET, 3000, BOB)).toBe(
      'forged',
    );
  });

  it('says whether the page’s script fetched it, which cannot be removed', () => {
    const scripted = issueFormToken(SECRET, { scripted: true }, 1_000_000);
    // a scripted token must bring a proof of work instead; any visitor may send it
    expect(checkFormToken(scripted, SECRET, 3000, BOB, 1_004_000)).toBe('ok');
    expect(readFormToken(scripted, SECRET)?.scripted).toBe(true);
    expect(readFormToken(plain(1_000_000), SECRET)?.scripted).toBe(false);
    const [issued, nonce, , signature] = scripted.split('.');
    expect(checkFormToken(`${issued}.${nonce}.${ADA}.${signature}`, SECRET, 3000, ADA)).toBe(
      'forged',
    );
  });

  it('has an id of its own, what the store spends, and its issue time', () => {
    const one = readFormToken(plain(1_000_000), SECRET);
    const two = readFormToken(plain(1_000_000), SECRET);
    expect(one).toMatchObject({ issuedAt: 1_000_000, scripted: false, visitor: ADA });
    expect(one!.id).not.toBe(two!.id);
    expect(readFormToken(plain(1_000_000), 'another-secret-16-chars')).toBeUndefined();
  });
});
