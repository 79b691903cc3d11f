import { describe, expect, it } from 'vitest';
import { KeyTableBuilder } from './key-table';

describe('the key table', () => {
  it('gives each key its values, in the order arranged, and nothing for an unknown key', () => {
    const builder = new KeyTableBuilder();
    builder.add('milano', 3);
    builder.add('roma', 7);
    builder.add('milano', 1);
    builder.add('milano', 2);
    const table = builder.finish((values) => values.sort((a, b) => a - b));
    expect(table.size).toBe(2);
    expect([...table.get('milano')]).toEqual([1, 2, 3]);
    expect([...table.get('roma')]).toEqual([7]);
    expect([...table.get('torino')]).toEqual([]);
    expect([...table.get('milan')]).toEqual([]);
    expect([...table.get('milanoo')]).toEqual([]);
  });

  it('keeps the order values were added when arrange keeps it', () => {
    const builder = new KeyTableBuilder();
    for (const value of [5, 1, 4]) builder.add('x', value);
    expect([...builder.finish((values) => values).get('x')]).toEqual([5, 1, 4]);
  });

  it('holds many keys through its growth and rehashing, each found', () => {
    const builder = new KeyTableBuilder();
    for (let i = 0; i < 50_000; i++) builder.add(`place ${i}`, i);
    for (let i = 0; i < 50_000; i += 7) builder.add(`place ${i}`, i + 1);
    const table = builder.finish((values) => values);
    expect(table.size).toBe(50_000);
    expect([...table.get('place 0')]).toEqual([0, 1]);
    expect([...table.get('place 49999')]).toEqual([49999]);
    expect([...table.get('place 49994')]).toEqual([49994, 49995]);
    expect([...table.get('place 50000')]).toEqual([]);
  });
});
