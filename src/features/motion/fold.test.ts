import { describe, expect, it } from 'vitest';
import { belowTheFold } from './fold';

describe('below the fold', () => {
  it('is an element starting at or under the viewport’s bottom edge', () => {
    expect(belowTheFold(900, 900)).toBe(true);
    expect(belowTheFold(1500, 900)).toBe(true);
  });

  it('is not one that shows, even by a pixel, nor one scrolled past', () => {
    expect(belowTheFold(899, 900)).toBe(false);
    expect(belowTheFold(0, 900)).toBe(false);
    expect(belowTheFold(-400, 900)).toBe(false);
  });
});
