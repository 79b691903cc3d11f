import { describe, expect, it } from 'vitest';
import { demoMachines } from '../../../tests/helpers/demo-machines';
import type { FinderAnswers } from './answers';
import { findMachines } from './find';

/**
 * Jobs as buyers bring them, on the demo catalogue, with the machines a welding shop would offer
 * first. The catalogue's data are the content's (content/stories/prodotti); a change there that
 * changes an answer shows here.
 */
const machines = demoMachines();

interface Job {
  answers: Partial<FinderAnswers>;
  first: string[];
  nearMiss?: [string, string];
}

const JOBS: Record<string, Job> = {
  'TIG on 3 mm aluminium, on site, with only a 230 V socket (the issue’s first paragraph)': {
    answers: {
      processo: 'tig',
      materiale: ['alluminio'],
      spessore: 3,
      rete: '1x230',
      uso: 'cantiere',
    },
    first: ['cruiser-222-ac-dc'],
    nearMiss: ['micromag-255', 'needs-ac'],
  },
  'MIG/MAG on 8 mm carbon steel, three-phase workshop, production': {
    answers: {
      processo: 'mig-mag',
      materiale: ['acciaio-al-carbonio'],
      spessore: 8,
      rete: '3x400',
      uso: 'officina',
      impiego: 'produzione',
    },
    first: ['pioneer-503-w'],
    nearMiss: ['pioneer-pulse-353', 'duty-low'],
  },
  'plasma cutting 15 mm steel on site: the cutter that cuts it clean, and one person carries': {
    answers: {
      processo: 'plasma',
      materiale: ['acciaio-al-carbonio'],
      spessore: 15,
      uso: 'cantiere',
    },
    first: ['voyager-plasma-65', 'voyager-plasma-45'],
    nearMiss: ['voyager-plasma-105', 'heavy'],
  },
  'stick on 5 mm steel from a motor-generator, on site': {
    answers: {
      processo: 'mma',
      materiale: ['acciaio-al-carbonio'],
      spessore: 5,
      rete: 'generatore',
      uso: 'cantiere',
    },
    first: ['discovery-180', 'discovery-160'],
    nearMiss: ['micromag-205', 'no-generator'],
  },
  'a robot cell on 4 mm aluminium, in production (MIG/MAG suggested)': {
    answers: { materiale: ['alluminio'], spessore: 4, uso: 'robot', impiego: 'produzione' },
    first: ['pioneer-pulse-403-robot', 'power-pulse-405-robot', 'power-pulse-505-robot'],
  },
  'TIG on 1.5 mm stainless on a 230 V socket, every day': {
    answers: {
      processo: 'tig',
      materiale: ['acciaio-inossidabile'],
      spessore: 1.5,
      rete: '1x230',
      impiego: 'quotidiano',
    },
    first: ['discovery-180', 'discovery-160'],
    nearMiss: ['cruiser-322-ac-dc', 'needs-three-phase'],
  },
  'MIG/MAG on 6 mm aluminium in a 400 V workshop, every day: pulsed machines first': {
    answers: {
      processo: 'mig-mag',
      materiale: ['alluminio'],
      spessore: 6,
      rete: '3x400',
      uso: 'officina',
      impiego: 'quotidiano',
    },
    first: ['pioneer-pulse-503-w'],
  },
  'MIG/MAG on 2 mm steel at home, now and then': {
    answers: {
      processo: 'mig-mag',
      materiale: ['acciaio-al-carbonio'],
      spessore: 2,
      rete: '1x230',
      impiego: 'occasionale',
    },
    first: ['micromag-205'],
    nearMiss: ['micromag-305-duo', 'needs-three-phase'],
  },
  'a CNC table cutting 25 mm': {
    answers: { processo: 'plasma', spessore: 25, uso: 'robot' },
    first: ['voyager-plasma-125-cnc'],
    nearMiss: ['voyager-plasma-105', 'manual-only'],
  },
  'TIG on 10 mm aluminium in production': {
    answers: { processo: 'tig', materiale: ['alluminio'], spessore: 10, impiego: 'produzione' },
    first: ['cruiser-422-ac-dc-w'],
    nearMiss: ['multipower-404', 'needs-ac'],
  },
  'plasma cutting 8 mm from a motor-generator': {
    answers: { processo: 'plasma', spessore: 8, rete: 'generatore' },
    first: ['voyager-plasma-45'],
    nearMiss: ['voyager-plasma-65', 'no-generator'],
  },
  '3 mm copper alloy, not sure of the process (TIG suggested)': {
    answers: { materiale: ['leghe-di-rame'], spessore: 3 },
    first: ['cruiser-422-ac-dc-w'],
    nearMiss: ['discovery-160', 'no-material'],
  },
  'stick on 10 mm steel in the workshop': {
    answers: { processo: 'mma', materiale: ['acciaio-al-carbonio'], spessore: 10, uso: 'officina' },
    first: ['multipower-504'],
    nearMiss: ['discovery-160', 'too-thick'],
  },
  '0.8 mm stainless sheet, not sure of the process (TIG suggested)': {
    answers: { materiale: ['acciaio-inossidabile'], spessore: 0.8 },
    first: ['discovery-220-tig', 'cruiser-222-ac-dc'],
  },
};

describe('the finder on the demo catalogue', () => {
  it.each(Object.entries(JOBS))('%s', (_name, job) => {
    const result = findMachines({ materiale: [], ...job.answers }, machines);
    expect(result.fits.slice(0, job.first.length).map((fit) => fit.machine.slug)).toEqual(
      job.first,
    );
    if (job.nearMiss) {
      const [slug, code] = job.nearMiss;
      expect(result.nearMisses.find((near) => near.machine.slug === slug)?.reason.code).toBe(code);
    }
    // every machine shown says why
    for (const fit of result.fits) expect(fit.reasons.length).toBeGreaterThan(0);
  });

  it('TIG on 10 mm aluminium from a 230 V socket: nothing fits, and the socket is what rules all out', () => {
    const result = findMachines(
      { processo: 'tig', materiale: ['alluminio'], spessore: 10, rete: '1x230' },
      machines,
    );
    expect(result.fits).toEqual([]);
    expect(result.blocker).toEqual({ question: 'rete', fits: 1 });
    expect(result.nearMisses.map((near) => [near.machine.slug, near.reason.code])).toContainEqual([
      'cruiser-222-ac-dc',
      'too-thick',
    ]);
  });

  it('reads every demo product’s selection fields', () => {
    expect(machines).toHaveLength(30);
  });
});
