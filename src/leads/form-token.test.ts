import { describe, expect, it } from 'vitest';
import { checkFormToken, isScriptedToken, issueFormToken, TOKEN_LIFETIME_MS } from './form-token';

const SECRET = 'a-secret-of-sixteen-chars';

describe('the timing token', () => {
  it('is good after the minimum time and before it expires', () => {
    const token = issueFormToken(SECRET, 1_000_000);
    expect(checkFormToken(token, SECRET, 3000, 1_004_000)).toBe('ok');
  });

  it('is refused when sent too soon, too late, forged or missing', () => {
    const token = issueFormToken(SECRET, 1_000_000);
    expect(checkFormToken(token, SECRET, 3000, 1_001_000)).toBe('early');
    expect(checkFormToken(token, SECRET, 3000, 1_000_000 + TOKEN_LIFETIME_MS + 1)).toBe('expired');
    expect(checkFormToken(token, 'another-secret-16-chars', 3000, 1_004_000)).toBe('forged');
    const [, nonce, signature] = token.split('.');
    const backdated = `${(1_000_000 - 10_000).toString(36)}.${nonce}.${signature}`;
    expect(checkFormToken(backdated, SECRET, 3000, 1_004_000)).toBe('forged');
    expect(checkFormToken('garbage', SECRET, 3000)).toBe('forged');
    expect(checkFormToken(undefined, SECRET, 3000)).toBe('missing');
  });

  it('says whether the page’s script fetched it, which cannot be removed', () => {
    const scripted = issueFormToken(SECRET, 1_000_000, true);
    const plain = issueFormToken(SECRET, 1_000_000);
    expect(checkFormToken(scripted, SECRET, 3000, 1_004_000)).toBe('ok');
    expect(isScriptedToken(scripted)).toBe(true);
    expect(isScriptedToken(plain)).toBe(false);
    const [issued, nonce, , signature] = scripted.split('.');
    expect(checkFormToken(`${issued}.${nonce}.${signature}`, SECRET, 3000, 1_004_000)).toBe(
      'forged',
    );
  });
});
