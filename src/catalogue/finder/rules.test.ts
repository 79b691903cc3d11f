import { describe, expect, it } from 'vitest';
import type { FinderAnswers } from './answers';
import { findMachines } from './find';
import type { FinderMachine } from './machine';

/** A machine as a welder would sketch it; each test changes what it is about. */
function machine(slug: string, changes: Partial<FinderMachine> = {}): FinderMachine {
  return {
    slug,
    name: slug,
    materials: ['acciaio-al-carbonio', 'acciaio-inossidabile', 'alluminio'],
    tigAc: false,
    pulsedMig: false,
    phases: 1,
    voltage: 230,
    generator: false,
    fuse: 16,
    currents: { tig: { min: 5, max: 200 } },
    currentAt100: 120,
    weight: 12,
    thickness: [
      { process: 'tig', material: 'acciaio-al-carbonio', min: 0.5, max: 5 },
      { process: 'tig', material: 'alluminio', min: 0.8, max: 6 },
    ],
    ...changes,
  };
}

const job = (answers: Partial<FinderAnswers>): FinderAnswers => ({ materiale: [], ...answers });
const slugs = (items: ReadonlyArray<{ machine: FinderMachine }>) =>
  items.map((item) => item.machine.slug);

describe('the finder’s rules, from welding practice', () => {
  it('TIG on aluminium needs AC: a DC-only TIG is a near miss that says so', () => {
    const result = findMachines(job({ processo: 'tig', materiale: ['alluminio'] }), [
      machine('dc-only'),
      machine('ac-dc', { tigAc: true }),
    ]);
    expect(slugs(result.fits)).toEqual(['ac-dc']);
    expect(result.fits[0]?.reasons.map((reason) => reason.code)).toContain('ac');
    expect(result.nearMisses).toEqual([
      { machine: expect.objectContaining({ slug: 'dc-only' }), reason: { code: 'needs-ac' } },
    ]);
  });

  it('the mains supply is a hard limit: a three-phase machine does not run on a 230 V socket', () => {
    const result = findMachines(job({ rete: '1x230' }), [
      machine('three', { phases: 3, voltage: 400 }),
      machine('single'),
    ]);
    expect(slugs(result.fits)).toEqual(['single']);
    expect(result.fits[0]?.reasons).toContainEqual({ code: 'socket', voltage: 230, fuse: 16 });
    expect(result.nearMisses[0]?.reason).toEqual({ code: 'needs-three-phase', voltage: 400 });
  });

  it('a three-phase supply also feeds a single-phase machine; a generator needs a machine made for one', () => {
    const machines = [
      machine('single'),
      machine('three', { phases: 3, voltage: 400 }),
      machine('pfc', { generator: true }),
    ];
    expect(slugs(findMachines(job({ rete: '3x400' }), machines).fits).sort()).toEqual([
      'pfc',
      'single',
      'three',
    ]);
    const generator = findMachines(job({ rete: 'generatore' }), machines);
    expect(slugs(generator.fits)).toEqual(['pfc']);
    expect(generator.nearMisses.map((near) => near.reason.code)).toEqual([
      'no-generator',
      'no-generator',
    ]);
  });

  it('the thickness must lie inside the range for that material and process', () => {
    const answers = job({ processo: 'tig', materiale: ['acciaio-al-carbonio'], spessore: 8 });
    const result = findMachines(answers, [
      machine('small'),
      machine('big', {
        thickness: [{ process: 'tig', material: 'acciaio-al-carbonio', min: 1, max: 10 }],
      }),
    ]);
    expect(slugs(result.fits)).toEqual(['big']);
    expect(result.fits[0]?.reasons).toContainEqual({
      code: 'thickness',
      thickness: 8,
      material: 'acciaio-al-carbonio',
      min: 1,
      max: 10,
    });
    expect(result.nearMisses[0]?.reason).toEqual({
      code: 'too-thick',
      thickness: 8,
      material: 'acciaio-al-carbonio',
      min: 0.5,
      max: 5,
    });
    const thin = findMachines({ ...answers, spessore: 0.3 }, [machine('small')]);
    expect(thin.nearMisses[0]?.reason.code).toBe('too-thin');
  });

  it('on site weight counts: over 25 kg is a near miss, and the lighter machine comes first', () => {
    const result = findMachines(job({ uso: 'cantiere' }), [
      machine('heavy', { weight: 40 }),
      machine('light', { weight: 9 }),
      machine('middle', { weight: 17 }),
    ]);
    expect(slugs(result.fits)).toEqual(['light', 'middle']);
    expect(result.nearMisses[0]?.reason).toEqual({ code: 'heavy', weight: 40, limit: 25 });
  });

  it('production needs the job’s current at 100 % duty cycle; now and then needs nothing', () => {
    const answers = job({ processo: 'tig', materiale: ['acciaio-al-carbonio'], spessore: 4 });
    const machines = [
      machine('light-duty', { currentAt100: 110 }),
      machine('heavy-duty', { currentAt100: 180 }),
    ];
    const production = findMachines({ ...answers, impiego: 'produzione' }, machines);
    expect(slugs(production.fits)).toEqual(['heavy-duty']);
    expect(production.nearMisses[0]?.reason).toEqual({
      code: 'duty-low',
      current: 110,
      required: 160,
      duty: 'produzione',
    });
    expect(slugs(findMachines({ ...answers, impiego: 'occasionale' }, machines).fits)).toHaveLength(
      2,
    );
  });

  it('a robot needs a machine made for one, and a hand-held job never gets a robot’s', () => {
    const machines = [
      machine('hand'),
      machine('robot', { automation: 'robot', currents: { 'mig-mag': { min: 5, max: 400 } } }),
    ];
    // robot cells weld MIG/MAG: the finder suggests it when the process is not given
    const cell = findMachines(job({ uso: 'robot' }), machines);
    expect(cell.suggestion).toEqual({ process: 'mig-mag', why: 'robot' });
    expect(slugs(cell.fits)).toEqual(['robot']);
    expect(slugs(findMachines(job({ uso: 'robot', processo: 'tig' }), machines).fits)).toEqual([]);
    const workshop = findMachines(job({ uso: 'officina' }), machines);
    expect(slugs(workshop.fits)).toEqual(['hand']);
    expect(workshop.nearMisses[0]?.reason).toEqual({ code: 'automation-only', kind: 'robot' });
  });

  it('plasma: a clean cut up to the recommended thickness, a severance cut up to the maximum', () => {
    const cutter = machine('cutter', {
      currents: { plasma: { min: 20, max: 65 } },
      cut: { recommended: 20, maximum: 32 },
    });
    const clean = findMachines(job({ processo: 'plasma', spessore: 12 }), [cutter]);
    expect(clean.fits[0]?.reasons).toContainEqual({
      code: 'cut-clean',
      thickness: 12,
      recommended: 20,
    });
    const severed = findMachines(job({ processo: 'plasma', spessore: 30 }), [cutter]);
    expect(severed.fits[0]?.reasons.map((reason) => reason.code)).toContain('cut-severance');
    const tooThick = findMachines(job({ processo: 'plasma', spessore: 40 }), [cutter]);
    expect(tooThick.nearMisses[0]?.reason).toEqual({
      code: 'cut-too-thick',
      thickness: 40,
      maximum: 32,
    });
  });

  it('a machine ruled out twice is not a near miss', () => {
    const result = findMachines(job({ rete: '1x230', uso: 'cantiere' }), [
      machine('far', { phases: 3, voltage: 400, weight: 60 }),
    ]);
    expect(result.fits).toEqual([]);
    expect(result.nearMisses).toEqual([]);
  });

  it('when nothing fits, names the answer that rules everything out', () => {
    const result = findMachines(job({ processo: 'tig', rete: '1x230' }), [
      machine('three-a', { phases: 3, voltage: 400 }),
      machine('three-b', { phases: 3, voltage: 400 }),
    ]);
    expect(result.fits).toEqual([]);
    expect(result.blocker).toEqual({ question: 'rete', fits: 2 });
  });

  it('not sure of the process: suggests one from the material and thickness, and uses it', () => {
    const result = findMachines(job({ materiale: ['alluminio'], spessore: 2 }), [
      machine('tig-ac', { tigAc: true }),
      machine('mig', {
        currents: { 'mig-mag': { min: 15, max: 250 } },
        thickness: [{ process: 'mig-mag', material: 'alluminio', min: 1, max: 8 }],
      }),
    ]);
    expect(result.suggestion).toEqual({ process: 'tig', why: 'aluminium-thin' });
    expect(slugs(result.fits)).toEqual(['tig-ac']);
    expect(findMachines(job({ materiale: ['alluminio'], spessore: 8 }), []).suggestion).toEqual({
      process: 'mig-mag',
      why: 'aluminium-thick',
    });
    expect(
      findMachines(job({ materiale: ['acciaio-al-carbonio'], uso: 'cantiere' }), []).suggestion
        ?.process,
    ).toBe('mma');
    expect(findMachines(job({ spessore: 0.8 }), []).suggestion?.why).toBe('thin-sheet');
    expect(findMachines(job({ processo: 'tig', spessore: 2 }), []).suggestion).toBeUndefined();
  });
});
