import { describe, expect, it } from 'vitest';
import { techDataRows } from './tech-data-rows';

describe('techDataRows', () => {
  it('keeps the order and writes values in the language’s number format', () => {
    const rows = techDataRows(
      [
        { component: 'tech-spec', _uid: 'a', label: 'Wire', value: '0.8 – 1.6', unit: 'mm' },
        { component: 'tech-spec', _uid: 'b', label: 'Protection', value: 'IP23S' },
      ],
      'it',
    );
    expect(rows).toEqual([
      { id: 'a', label: 'Wire', value: '0,8 – 1,6', unit: 'mm' },
      { id: 'b', label: 'Protection', value: 'IP23S', unit: '' },
    ]);
  });
});
