import { describe, expect, it } from 'vitest';
import { lastTileClass, lastTileSpan } from './last-tile';

describe('the last tile of a grid', () => {
  it('spans what its row has left', () => {
    expect(lastTileSpan(8, 4)).toBe(1);
    expect(lastTileSpan(7, 4)).toBe(2);
    expect(lastTileSpan(6, 4)).toBe(3);
    expect(lastTileSpan(5, 4)).toBe(4);
    expect(lastTileSpan(9, 3)).toBe(1);
    expect(lastTileSpan(7, 3)).toBe(3);
    expect(lastTileSpan(1, 2)).toBe(2);
  });

  it('names the span at each width, the wider one after the narrower', () => {
    expect(lastTileClass(7, { sm: 2, lg: 4 })).toBe('sm:col-span-2 lg:col-span-2');
    expect(lastTileClass(8, { sm: 2, lg: 4 })).toBe('lg:col-span-1');
    expect(lastTileClass(6, { sm: 2, lg: 3 })).toBe('lg:col-span-1');
    expect(lastTileClass(5, { sm: 2, lg: 3 })).toBe('sm:col-span-2 lg:col-span-2');
  });
});
