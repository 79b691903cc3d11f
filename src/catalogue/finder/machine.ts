import type { Process } from './answers';

/**
 * A machine as the finder reads it: the product's selection fields (content model, issue 45),
 * as numbers. Built once per product from its content; the rules read nothing else.
 */

export interface Range {
  min: number;
  max: number;
}

export interface ThicknessRange extends Range {
  process: Exclude<Process, 'plasma'>;
  material: string;
}

export interface FinderMachine {
  slug: string;
  name: string;
  /** The catalogue's material values (`materiale`). */
  materials: readonly string[];
  /** Whether it welds TIG with alternating current (process `tig-ac-dc`). */
  tigAc: boolean;
  /** Whether its MIG/MAG is pulsed (process `mig-mag-pulsato`): thin aluminium without burning through. */
  pulsedMig: boolean;
  phases: 1 | 3;
  voltage: number;
  generator: boolean;
  /** The slow-blow mains fuse it needs, A, when the product says. */
  fuse?: number;
  currents: Partial<Record<Process, Range>>;
  /** A at 100 % duty cycle. */
  currentAt100: number;
  /** kg */
  weight: number;
  thickness: readonly ThicknessRange[];
  /** Plasma: the clean (quality) cut and the severance cut on steel, mm. */
  cut?: { recommended: number; maximum: number };
  automation?: 'robot' | 'cnc';
}

/** The selection fields as the content service gives them (numbers are strings there). */
export interface SelectionFields {
  materiale?: readonly string[];
  processo?: readonly string[];
  mains_phases?: string;
  mains_voltage?: string;
  mains_fuse?: string;
  mains_generator?: boolean;
  current_ranges?: ReadonlyArray<{ process?: string; min?: string; max?: string }>;
  current_at_100?: string;
  weight?: string;
  thickness_ranges?: ReadonlyArray<{
    process?: string;
    material?: string;
    min?: string;
    max?: string;
  }>;
  cut_recommended?: string;
  cut_maximum?: string;
  automation?: string;
}

const number = (value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

const PROCESS_VALUES: readonly string[] = ['mig-mag', 'tig', 'mma', 'plasma'];

function range(min: string | undefined, max: string | undefined): Range | undefined {
  const low = number(min);
  const high = number(max);
  return low !== undefined && high !== undefined && low <= high
    ? { min: low, max: high }
    : undefined;
}

/**
 * The finder's view of a product, or undefined when its selection fields are missing (a product
 * `npm run content:check` would refuse): the finder leaves it out rather than guess.
 */
export function finderMachineOf(
  slug: string,
  name: string,
  fields: SelectionFields,
): FinderMachine | undefined {
  const phases = fields.mains_phases === '1' ? 1 : fields.mains_phases === '3' ? 3 : undefined;
  const voltage = number(fields.mains_voltage);
  const currentAt100 = number(fields.current_at_100);
  const weight = number(fields.weight);
  if (phases === undefined || voltage === undefined || currentAt100 === undefined) return undefined;
  if (weight === undefined) return undefined;
  const currents: Partial<Record<Process, Range>> = {};
  for (const item of fields.current_ranges ?? []) {
    const found = range(item.min, item.max);
    if (found && item.process && PROCESS_VALUES.includes(item.process)) {
      currents[item.process as Process] = found;
    }
  }
  const thickness: ThicknessRange[] = [];
  for (const item of fields.thickness_ranges ?? []) {
    const found = range(item.min, item.max);
    if (
      found &&
      item.material &&
      (item.process === 'mig-mag' || item.process === 'tig' || item.process === 'mma')
    ) {
      thickness.push({ ...found, process: item.process, material: item.material });
    }
  }
  const recommended = number(fields.cut_recommended);
  const maximum = number(fields.cut_maximum);
  const processes = fields.processo ?? [];
  return {
    slug,
    name,
    materials: fields.materiale ?? [],
    tigAc: processes.includes('tig-ac-dc'),
    pulsedMig: processes.includes('mig-mag-pulsato'),
    phases,
    voltage,
    generator: fields.mains_generator === true,
    fuse: number(fields.mains_fuse),
    currents,
    currentAt100,
    weight,
    thickness,
    cut: recommended !== undefined && maximum !== undefined ? { recommended, maximum } : undefined,
    automation:
      fields.automation === 'robot' || fields.automation === 'cnc' ? fields.automation : undefined,
  };
}
