import type { FinderAnswers, Process } from './answers';

/**
 * "Not sure" about the process: the finder suggests one from the material, the thickness and
 * the use, as a welding teacher would, and says why. Nothing to go on: no suggestion.
 */
export type SuggestionWhy =
  | 'robot'
  | 'thin-sheet'
  | 'aluminium-thin'
  | 'aluminium-thick'
  | 'copper-nickel'
  | 'stainless-thin'
  | 'site-steel'
  | 'steel';

export interface ProcessSuggestion {
  process: Process;
  why: SuggestionWhy;
}

const ALUMINIUM = 'alluminio';
const STAINLESS = 'acciaio-inossidabile';
/** Up to this thickness TIG's small, steady arc is the safe choice on any metal, mm. */
const THIN_SHEET = 1;
/** Aluminium up to this thickness is TIG work (AC); past it pulsed MIG fills faster, mm. */
const ALUMINIUM_TIG_UP_TO = 4;
/** Stainless up to this thickness: TIG for clean, tinted-free welds, mm. */
const STAINLESS_TIG_UP_TO = 3;

export function suggestProcess(answers: FinderAnswers): ProcessSuggestion | undefined {
  if (answers.processo !== undefined) return undefined;
  const { materiale: materials, spessore: thickness, uso } = answers;
  if (uso === 'robot') return { process: 'mig-mag', why: 'robot' };
  if (materials.length === 0 && thickness === undefined) return undefined;
  if (thickness !== undefined && thickness <= THIN_SHEET)
    return { process: 'tig', why: 'thin-sheet' };
  if (materials.includes(ALUMINIUM)) {
    return thickness !== undefined && thickness > ALUMINIUM_TIG_UP_TO
      ? { process: 'mig-mag', why: 'aluminium-thick' }
      : { process: 'tig', why: 'aluminium-thin' };
  }
  if (
    materials.some((material) => material === 'leghe-di-rame' || material === 'leghe-di-nichel')
  ) {
    return { process: 'tig', why: 'copper-nickel' };
  }
  if (
    materials.includes(STAINLESS) &&
    thickness !== undefined &&
    thickness <= STAINLESS_TIG_UP_TO
  ) {
    return { process: 'tig', why: 'stainless-thin' };
  }
  if (uso === 'cantiere') return { process: 'mma', why: 'site-steel' };
  return { process: 'mig-mag', why: 'steel' };
}
