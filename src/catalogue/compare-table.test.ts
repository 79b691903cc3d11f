import { describe, expect, it } from 'vitest';
import { compareRows, differingRows, NO_VALUE, type ComparedProduct } from './compare-table';

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

const spec = (label: string, value: string, unit?: string) => ({ label, value, unit });

const mig: ComparedProduct = {
  technical_data: [
    spec('Mains supply', '3~ 400 V'),
    spec('MMA current range', '10 – 350', 'A'),
    spec('Weight', '32.5', 'kg'),
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
    spec('TIG current range', '5 – 220', 'A'),
    spec('Weight', '18', 'kg'),
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
});
