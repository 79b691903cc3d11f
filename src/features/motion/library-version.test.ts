import { describe, expect, it } from 'vitest';
import { isOlderThan, libraryVersionWarning } from './library-version';

describe('the animation library version check', () => {
  it('compares versions part by part, as numbers', () => {
    expect(isOlderThan('3.10.4', '3.11.0')).toBe(true);
    expect(isOlderThan('2.99.99', '3.11.0')).toBe(true);
    expect(isOlderThan('3.11.0', '3.11.0')).toBe(false);
    expect(isOlderThan('3.11.1', '3.11.0')).toBe(false);
    expect(isOlderThan('3.15.0', '3.11.0')).toBe(false);
    expect(isOlderThan('4.0', '3.11.0')).toBe(false);
    expect(isOlderThan('3.9.0', '3.11.0')).toBe(true);
    expect(isOlderThan('3.11.0-beta.1', '3.11.0')).toBe(false);
  });

  it('warns for an older or unknown version only', () => {
    expect(libraryVersionWarning('3.10.0')).toMatch(/GSAP 3\.10\.0 is older than 3\.11\.0/);
    expect(libraryVersionWarning(undefined)).toMatch(/older than 3\.11\.0/);
    expect(libraryVersionWarning('3.11.0')).toBeUndefined();
    expect(libraryVersionWarning('3.15.0')).toBeUndefined();
  });
});
