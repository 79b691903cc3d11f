import { describe, expect, it } from 'vitest';
import type { StoreFiles } from '../local/load';
import { selectionDataProblems } from './selection-data-rule';

const row = (label: string, value: string) => ({
  component: 'tech-spec',
  _uid: label,
  label,
  label__i18n__en: label,
  value,
});

const product = (fields: Record<string, unknown>) => ({
  file: 'p.json',
  story: {
    content: {
      component: 'product',
      _uid: 'x',
      technical_data: [
        row('Mains supply', '1~ 230 V ±15 % · 50/60 Hz'),
        row('Mains fuse, slow-blow', '16'),
        row('TIG current range', '3 – 220'),
        row('TIG duty cycle at 40 °C', '220 A @ 30 % · 140 A @ 100 %'),
        row('Weight', '14'),
      ],
      mains_phases: '1',
      mains_voltage: '230',
      mains_fuse: '16',
      current_ranges: [
        { component: 'current-range', _uid: 'r', process: 'tig', min: '3', max: '220' },
      ],
      current_at_100: '140',
      weight: '14',
      ...fields,
    },
  } as unknown as StoreFiles['stories'][number]['story'],
});

const files = (...stories: ReturnType<typeof product>[]) =>
  ({ stories, datasources: [], space: {} }) as unknown as StoreFiles;

describe("a product's selection fields and its technical data", () => {
  it('agree: no problem', () => {
    expect(selectionDataProblems(files(product({})))).toEqual([]);
  });

  it('disagree on the mains supply: the check names the row', () => {
    const problems = selectionDataProblems(
      files(product({ mains_phases: '3', mains_voltage: '400' })),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]?.field).toBe('content.mains_phases (product)');
    expect(problems[0]?.message).toContain('"1~ 230 V ±15 % · 50/60 Hz"');
  });

  it('disagree on the voltage alone', () => {
    expect(selectionDataProblems(files(product({ mains_voltage: '400' })))).toHaveLength(1);
  });

  it('disagree on the fuse, the weight, a current range or the current at 100 %', () => {
    const problems = selectionDataProblems(
      files(
        product({
          mains_fuse: '20',
          weight: '12',
          current_at_100: '150',
          current_ranges: [
            { component: 'current-range', _uid: 'r', process: 'tig', min: '5', max: '220' },
          ],
        }),
      ),
    );
    expect(problems.map((problem) => problem.field)).toEqual([
      'content.mains_fuse (product)',
      'content.weight (product)',
      'content.current_ranges[0] (product)',
      'content.current_at_100 (product)',
    ]);
  });

  it('a mains field without a readable "Mains supply" row is a problem', () => {
    const lone = product({});
    (lone.story.content as unknown as { technical_data: unknown[] }).technical_data = [];
    expect(selectionDataProblems(files(lone))[0]?.message).toContain('no "Mains supply" row');
  });
});
