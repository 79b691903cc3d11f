import { describe, expect, it } from 'vitest';
import { demoMachines } from '../../../tests/helpers/demo-machines';
import type { FinderAnswers } from './answers';
import { findMachines } from './find';
import { splitReasons } from './shared-reasons';

const machines = demoMachines();
const answersOf = (given: Partial<FinderAnswers>): FinderAnswers => ({ materiale: [], ...given });

describe('splitReasons', () => {
  it('says the process and the thickness once when every machine fits them, each with its range', () => {
    const { fits } = findMachines(
      answersOf({ processo: 'mig-mag', materiale: ['acciaio-al-carbonio'], spessore: 4 }),
      machines,
    );
    expect(fits.length).toBeGreaterThan(2);
    const { shared, own } = splitReasons(fits);
    expect(shared).toEqual([
      { code: 'process', process: 'mig-mag' },
      { code: 'thickness', thickness: 4, material: 'acciaio-al-carbonio' },
    ]);
    for (const fit of fits) {
      expect(own.get(fit.machine.slug)!.map((reason) => reason.code)).not.toContain('process');
      expect(own.get(fit.machine.slug)!.map((reason) => reason.code)).not.toContain('thickness');
    }
  });

  it('keeps on each card what sets it apart: its weight, when the job is carried to the site', () => {
    const { fits } = findMachines(answersOf({ processo: 'mma', uso: 'cantiere' }), machines);
    expect(fits.length).toBeGreaterThan(1);
    const { own } = splitReasons(fits);
    const weights = new Set(
      fits.map((fit) => own.get(fit.machine.slug)!.find((reason) => reason.code === 'weight')),
    );
    expect(weights.size).toBeGreaterThan(1);
  });

  it('shares a reason said in the same words by every machine, and only then', () => {
    const { fits } = findMachines(
      answersOf({ processo: 'tig', materiale: ['alluminio'], spessore: 3 }),
      machines,
    );
    const { shared, own } = splitReasons(fits);
    const same = shared.filter((reason) => reason.code === 'same');
    for (const { reason } of same as Array<{ reason: unknown }>) {
      for (const fit of fits) expect(fit.reasons).toContainEqual(reason);
      for (const reasons of own.values()) expect(reasons).not.toContainEqual(reason);
    }
    expect(same.map(({ reason }) => (reason as { code: string }).code)).toContain('ac');
  });

  it('shares nothing with a single machine: its card says everything', () => {
    const fits = findMachines(
      answersOf({
        processo: 'tig',
        materiale: ['alluminio'],
        spessore: 3,
        rete: '1x230',
        uso: 'cantiere',
      }),
      machines,
    ).fits;
    expect(fits).toHaveLength(1);
    const { shared, own } = splitReasons(fits);
    expect(shared).toEqual([]);
    expect(own.get(fits[0]!.machine.slug)).toEqual(fits[0]!.reasons);
  });
});
