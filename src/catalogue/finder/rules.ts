import type { Duty, FinderAnswers, Process } from './answers';
import type { FinderMachine } from './machine';

/**
 * The finder's rules, from welding practice. Each rule reads one answer and says, for one
 * machine, why it fits (a reason shown under it) or the one thing that rules it out; a rule whose
 * answer is not given says nothing. Reasons are data (a code and its figures): the page words
 * them in the visitor's language.
 */

export type Reason =
  | { code: 'process'; process: Process; min: number; max: number }
  | { code: 'no-process'; process: Process }
  | { code: 'ac' }
  | { code: 'needs-ac' }
  | { code: 'materials'; materials: readonly string[] }
  | { code: 'no-material'; material: string }
  | { code: 'socket'; voltage: number; fuse?: number }
  | { code: 'needs-three-phase'; voltage: number }
  | { code: 'three-phase'; voltage: number }
  | { code: 'one-phase-of-three'; voltage: number }
  | { code: 'generator' }
  | { code: 'no-generator' }
  | { code: 'automation'; kind: 'robot' | 'cnc' }
  | { code: 'manual-only' }
  | { code: 'automation-only'; kind: 'robot' | 'cnc' }
  | { code: 'weight'; weight: number }
  | { code: 'heavy'; weight: number; limit: number }
  | { code: 'thickness'; thickness: number; material?: string; min: number; max: number }
  | { code: 'too-thin'; thickness: number; material?: string; min: number; max: number }
  | { code: 'too-thick'; thickness: number; material?: string; min: number; max: number }
  | { code: 'no-range'; material: string; process: Process }
  | { code: 'cut-clean'; thickness: number; recommended: number }
  | { code: 'cut-severance'; thickness: number; recommended: number; maximum: number }
  | { code: 'cut-too-thick'; thickness: number; maximum: number }
  | { code: 'duty'; current: number; required: number; duty: Duty }
  | { code: 'duty-low'; current: number; required: number; duty: Duty };

export type Verdict = { fits: true; reason: Reason } | { fits: false; reason: Reason };

/** What a rule reads: the answers, and the process asked or suggested. */
export interface RuleInput {
  answers: FinderAnswers;
  process?: Process;
}

export type Rule = (machine: FinderMachine, input: RuleInput) => Verdict | undefined;

const fit = (reason: Reason): Verdict => ({ fits: true, reason });
const miss = (reason: Reason): Verdict => ({ fits: false, reason });

const ALUMINIUM = 'alluminio';
/** What one person carries to a site and up a ladder, kg (the usual manual-handling limit). */
export const CARRY_LIMIT = 25;
/** Welding current per mm of plate, A/mm (the old "1 A per thou"), and where it stops growing. */
const AMPS_PER_MM = 40;
const MAX_JOB_CURRENT = 300;
/** Plasma current per mm of clean cut on steel, A/mm (the catalogue's cutters: 3.3–3.8). */
const PLASMA_AMPS_PER_MM = 3.3;
/** How much of the job's current the machine must give at 100 % duty cycle. */
const DUTY_SHARE: Record<Duty, number> = { occasionale: 0, quotidiano: 0.75, produzione: 1 };
/** Without a thickness, the job is taken as 80 % of the machine's own top current. */
const TOP_CURRENT_SHARE = 0.8;

const process: Rule = (machine, { process: asked }) => {
  if (!asked) return undefined;
  const range = machine.currents[asked];
  return range
    ? fit({ code: 'process', process: asked, ...range })
    : miss({ code: 'no-process', process: asked });
};

/** TIG on aluminium needs alternating current: its positive half-wave breaks the oxide skin. */
const alternatingCurrent: Rule = (machine, { answers, process: asked }) => {
  if (asked !== 'tig' || !answers.materiale.includes(ALUMINIUM)) return undefined;
  return machine.tigAc ? fit({ code: 'ac' }) : miss({ code: 'needs-ac' });
};

const materials: Rule = (machine, { answers }) => {
  if (answers.materiale.length === 0) return undefined;
  const missing = answers.materiale.find((material) => !machine.materials.includes(material));
  return missing
    ? miss({ code: 'no-material', material: missing })
    : fit({ code: 'materials', materials: answers.materiale });
};

/** The mains supply is a hard limit: a three-phase machine does not run on a 230 V socket. */
const mains: Rule = (machine, { answers }) => {
  switch (answers.rete) {
    case '1x230':
      return machine.phases === 1
        ? fit({ code: 'socket', voltage: machine.voltage, fuse: machine.fuse })
        : miss({ code: 'needs-three-phase', voltage: machine.voltage });
    case '3x400':
      return machine.phases === 3
        ? fit({ code: 'three-phase', voltage: machine.voltage })
        : fit({ code: 'one-phase-of-three', voltage: machine.voltage });
    case 'generatore':
      return machine.generator ? fit({ code: 'generator' }) : miss({ code: 'no-generator' });
    default:
      return undefined;
  }
};

/** A robot's or CNC table's power source has no controls for a hand; a hand-held one no interface. */
const use: Rule = (machine, { answers }) => {
  if (answers.uso === undefined) return undefined;
  if (answers.uso === 'robot') {
    return machine.automation
      ? fit({ code: 'automation', kind: machine.automation })
      : miss({ code: 'manual-only' });
  }
  if (machine.automation) return miss({ code: 'automation-only', kind: machine.automation });
  if (answers.uso !== 'cantiere') return undefined;
  return machine.weight <= CARRY_LIMIT
    ? fit({ code: 'weight', weight: machine.weight })
    : miss({ code: 'heavy', weight: machine.weight, limit: CARRY_LIMIT });
};

function plasmaCut(machine: FinderMachine, thickness: number): Verdict {
  const cut = machine.cut;
  if (!cut) return miss({ code: 'cut-too-thick', thickness, maximum: 0 });
  if (thickness <= cut.recommended) {
    return fit({ code: 'cut-clean', thickness, recommended: cut.recommended });
  }
  return thickness <= cut.maximum
    ? fit({ code: 'cut-severance', thickness, ...cut })
    : miss({ code: 'cut-too-thick', thickness, maximum: cut.maximum });
}

function inRange(
  thickness: number,
  material: string | undefined,
  range: { min: number; max: number },
) {
  const figures = { thickness, material, min: range.min, max: range.max };
  if (thickness < range.min) return miss({ code: 'too-thin', ...figures });
  if (thickness > range.max) return miss({ code: 'too-thick', ...figures });
  return fit({ code: 'thickness', ...figures });
}

/** The thickness must lie inside the machine's range for that material and process. */
const thickness: Rule = (machine, { answers, process: asked }) => {
  const given = answers.spessore;
  if (given === undefined || !asked) return undefined;
  if (asked === 'plasma') return plasmaCut(machine, given);
  const ranges = machine.thickness.filter((range) => range.process === asked);
  if (answers.materiale.length === 0) {
    if (ranges.length === 0) return undefined;
    const min = Math.min(...ranges.map((range) => range.min));
    const max = Math.max(...ranges.map((range) => range.max));
    return inRange(given, undefined, { min, max });
  }
  let last: Verdict | undefined;
  for (const material of answers.materiale) {
    // Ruled out already, by the process, the material or the lack of AC: one reason is enough.
    if (!machine.currents[asked] || !machine.materials.includes(material)) continue;
    if (asked === 'tig' && material === ALUMINIUM && !machine.tigAc) continue;
    const range = ranges.find((item) => item.material === material);
    if (!range) return miss({ code: 'no-range', material, process: asked });
    last = inRange(given, material, range);
    if (!last.fits) return last;
  }
  return last;
};

/** The current the job asks for, A: from the thickness, or else 80 % of the machine's top current. */
export function jobCurrent(machine: FinderMachine, input: RuleInput): number {
  const { spessore } = input.answers;
  if (spessore !== undefined && input.process === 'plasma') {
    return Math.round(spessore * PLASMA_AMPS_PER_MM);
  }
  if (spessore !== undefined && input.process) {
    return Math.min(Math.round(spessore * AMPS_PER_MM), MAX_JOB_CURRENT);
  }
  const top = input.process
    ? machine.currents[input.process]?.max
    : Math.max(...Object.values(machine.currents).map((range) => range.max));
  return Math.round((top ?? machine.currentAt100) * TOP_CURRENT_SHARE);
}

/** Production needs the job's current at 100 % duty cycle; daily work three quarters of it. */
const duty: Rule = (machine, input) => {
  const asked = input.answers.impiego;
  if (asked === undefined || DUTY_SHARE[asked] === 0) return undefined;
  const required = Math.round(jobCurrent(machine, input) * DUTY_SHARE[asked]);
  const figures = { current: machine.currentAt100, required, duty: asked };
  return machine.currentAt100 >= required
    ? fit({ code: 'duty', ...figures })
    : miss({ code: 'duty-low', ...figures });
};

/** In the order they are checked and their reasons shown: the job first, then the site. */
export const RULES: readonly Rule[] = [
  process,
  alternatingCurrent,
  mains,
  use,
  thickness,
  materials,
  duty,
];
