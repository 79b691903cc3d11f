import { describe, expect, it } from 'vitest';
import {
  bestCells,
  compareRows,
  differingRows,
  lastFigure,
  NO_VALUE,
  type ComparedProduct,
} from './compare-table';

const texts = {
  technicalData: 'Technical data',
  ecodesign: 'Ecodesign',
  efficiency: 'Efficiency',
  idlePower: 'Idle power',
  uses: 'Processes and materials',
  processes: 'Processes',
  materials: 'Materials',
};
const processes = new Map([
  ['mma', 'MMA (stick)'],
  ['tig-dc', 'TIG DC'],
]);
const materials = new Map([['alluminio', 'Aluminium']]);

const spec = (label: string, value: string, unit?: string, better?: string) => ({
  label,
  value,
  unit,
  better,
});

const mig: ComparedProduct = {
  technical_data: [
    spec('Mains supply', '3~ 400 V'),
    spec('MMA current range', '10 – 350', 'A', 'more'),
    spec('Weight', '32.5', 'kg', 'less'),
  ],
  ecodesign_efficiency: '88.5',
  ecodesign_idle_power: '26',
  processo: ['mma'],
  materiale: ['alluminio'],
};
const tig: ComparedProduct = {
  technical_data: [
    spec('Mains supply', '3~ 400 V'),
    spec('MMA current range', '10 – 220', 'A'),
    spec('TIG current range', '5 – 220', 'A', 'more'),
    spec('Weight', '18', 'kg', 'less'),
  ],
  ecodesign_efficiency: '86.0',
  ecodesign_idle_power: '26',
  processo: ['tig-dc', 'mma'],
  materiale: [],
};

describe('the comparison table', () => {
  const groups = compareRows({ products: [mig, tig], locale: 'it', texts, processes, materials });
  const rows = (key: string) => groups.find((group) => group.key === key)!.rows;

  it('has every technical row any product has, once, where it belongs', () => {
    expect(rows('data').map((row) => row.label)).toEqual([
      'Mains supply',
      'MMA current range',
      'TIG current range',
      'Weight',
    ]);
  });

  it('writes values in the catalogue’s units and the visitor’s numbers, — where one is missing', () => {
    const weight = rows('data').find((row) => row.label === 'Weight')!;
    expect(weight.cells).toEqual(['32,5\u00a0kg', '18\u00a0kg']);
    const tigRange = rows('data').find((row) => row.label === 'TIG current range')!;
    expect(tigRange.cells).toEqual([NO_VALUE, '5 – 220\u00a0A']);
  });

  it('has the Ecodesign figures and the processes and materials as lists', () => {
    expect(rows('ecodesign').map((row) => row.cells)).toEqual([
      ['88,5%', '86,0%'],
      ['26\u00a0W', '26\u00a0W'],
    ]);
    expect(rows('uses').map((row) => row.cells)).toEqual([
      [['MMA (stick)'], ['TIG DC', 'MMA (stick)']],
      [['Aluminium'], NO_VALUE],
    ]);
  });

  it('marks the rows whose values differ, and keeps only those on request', () => {
    const marked = groups.flatMap((group) => group.rows.filter((row) => row.differs));
    expect(marked.map((row) => row.label)).toEqual([
      'MMA current range',
      'TIG current range',
      'Weight',
      'Efficiency',
      'Processes',
      'Materials',
    ]);
    const only = differingRows(groups);
    expect(only.flatMap((group) => group.rows)).toEqual(marked);
    expect(only.every((group) => group.rows.length > 0)).toBe(true);
  });

  it('formats in German and English too', () => {
    const [data] = compareRows({ products: [mig, tig], locale: 'de', texts, processes, materials });
    expect(data!.rows.at(-1)!.cells[0]).toBe('32,5\u00a0kg');
    const [english] = compareRows({ products: [mig], locale: 'en', texts, processes, materials });
    expect(english!.rows.at(-1)!.cells[0]).toBe('32.5\u00a0kg');
  });

  it('marks the best value of a row that says which way is better (issue 62)', () => {
    const best = (key: string, label: string) => rows(key).find((row) => row.label === label)!.best;
    // the upper end of a range, the way one product's row says (the other's row says nothing)
    expect(best('data', 'MMA current range')).toEqual([true, false]);
    expect(best('data', 'Weight')).toEqual([false, true]);
    // one product only has a figure: nothing to rank; a row without a way: no mark
    expect(best('data', 'TIG current range')).toBeUndefined();
    expect(best('data', 'Mains supply')).toBeUndefined();
    // Ecodesign: higher efficiency, lower idle power; the same figure everywhere is no mark
    expect(best('ecodesign', 'Efficiency')).toEqual([true, false]);
    expect(best('ecodesign', 'Idle power')).toBeUndefined();
  });
});

describe('the best of a row’s figures', () => {
  it('reads a stored figure, a range by its last figure, and no figure in a text', () => {
    expect(lastFigure('5.8')).toBe(5.8);
    expect(lastFigure('10 – 500')).toBe(500);
    expect(lastFigure('IP23S')).toBe(23);
    expect(lastFigure('H')).toBeUndefined();
  });

  it('marks every cell that ties for the best, the highest or the lowest', () => {
    expect(bestCells([7, 12, 7], 'less')).toEqual([true, false, true]);
    expect(bestCells([300, undefined, 500, 500], 'more')).toEqual([false, false, true, true]);
  });

  it('marks nothing with fewer than two figures, or one figure everywhere', () => {
    expect(bestCells([undefined, 3], 'more')).toBeUndefined();
    expect(bestCells([4, 4, undefined], 'less')).toBeUndefined();
  });
});
