import { hasAnswers, withoutAnswer, type FinderAnswers, type Question } from './answers';
import type { FinderMachine } from './machine';
import { jobCurrent, RULES, type Reason, type RuleInput, type Verdict } from './rules';
import { suggestProcess, type ProcessSuggestion } from './suggest';

/**
 * The product finder (issue 45): which machines fit a job, ranked, each with its reasons; the
 * near misses, each with the one thing that rules it out; and, when nothing fits, the answer that
 * rules everything out. Pure and synchronous: the page renders it per request.
 */

export interface Fit {
  machine: FinderMachine;
  reasons: Reason[];
  score: number;
}

export interface NearMiss {
  machine: FinderMachine;
  reason: Reason;
}

export interface Blocker {
  /** The answer that, left out, lets the most machines fit. */
  question: Question;
  /** How many machines fit without it. */
  fits: number;
}

export interface FinderResult {
  /** "Not sure" about the process: the one the finder uses, and why. */
  suggestion?: ProcessSuggestion;
  fits: Fit[];
  nearMisses: NearMiss[];
  blocker?: Blocker;
}

/** Near misses past this many are not shown: the list is for the close calls. */
export const MAX_NEAR_MISSES = 6;
/** Which answers to relax first when several would do as well: the site before the job. */
const RELAX_ORDER: readonly Question[] = [
  'impiego',
  'uso',
  'rete',
  'spessore',
  'materiale',
  'processo',
];

function verdicts(machine: FinderMachine, input: RuleInput): Verdict[] {
  const found: Verdict[] = [];
  for (const rule of RULES) {
    const verdict = rule(machine, input);
    if (verdict) found.push(verdict);
  }
  return found;
}

/** Where `value` sits in `[min, max]` on a log scale, 1 in the middle and 0 at either end. */
function centring(value: number, min: number, max: number): number {
  if (max <= min || min <= 0) return 0.5;
  const at = Math.log(value / min) / Math.log(max / min);
  return 1 - Math.min(1, Math.abs(at - 0.5) * 2);
}

/**
 * How well a fitting machine suits the job, higher first: sized for the thickness (in the middle
 * of its range, or with a clean cut close above it), with current to spare at 100 % when the work
 * is daily or production, pulsed MIG for aluminium, light when it is carried to the site, and
 * no bigger than the job needs.
 */
function score(machine: FinderMachine, reasons: readonly Reason[], input: RuleInput): number {
  let total = 0;
  for (const reason of reasons) {
    if (reason.code === 'thickness') total += centring(reason.thickness, reason.min, reason.max);
    if (reason.code === 'cut-clean') total += reason.thickness / reason.recommended;
    // Past its clean cut, a cutter still severs, but a bigger one cuts clean: that one first.
    if (reason.code === 'cut-severance') total -= 1.5;
    if (reason.code === 'duty')
      total += Math.min(reason.current / Math.max(reason.required, 1), 1.25) / 4;
    if (reason.code === 'one-phase-of-three') total -= 0.1;
  }
  const { answers, process } = input;
  if (process === 'mig-mag' && answers.materiale.includes('alluminio') && machine.pulsedMig) {
    total += 0.5;
  }
  if (answers.uso === 'cantiere') total -= machine.weight / 10;
  // Of two that do the job, the smaller machine is the sensible first offer (and the cheaper).
  total -= jobCurrent(machine, { ...input, answers: { ...answers, spessore: undefined } }) / 800;
  return total;
}

/** "Made for aluminium" says nothing "3 mm is inside its range for aluminium" has not said. */
function withoutRepeats(reasons: Reason[]): Reason[] {
  const sized = reasons.some((reason) => reason.code === 'thickness' && reason.material);
  return sized ? reasons.filter((reason) => reason.code !== 'materials') : reasons;
}

function evaluate(answers: FinderAnswers, machines: readonly FinderMachine[]) {
  const suggestion = suggestProcess(answers);
  const input: RuleInput = { answers, process: answers.processo ?? suggestion?.process };
  const fits: Fit[] = [];
  const nearMisses: (NearMiss & { score: number })[] = [];
  machines.forEach((machine) => {
    const found = verdicts(machine, input);
    const misses = found.filter((verdict) => !verdict.fits);
    const reasons = withoutRepeats(
      found.filter((verdict) => verdict.fits).map((verdict) => verdict.reason),
    );
    if (misses.length === 0) {
      fits.push({ machine, reasons, score: score(machine, reasons, input) });
    } else if (misses.length === 1 && misses[0] && misses[0].reason.code !== 'no-process') {
      // A machine of another process is not a near miss: a cutter is no answer to a welder.
      nearMisses.push({ machine, reason: misses[0].reason, score: score(machine, reasons, input) });
    }
  });
  // A stable sort: machines that score the same keep the catalogue's order.
  fits.sort((a, b) => b.score - a.score);
  nearMisses.sort((a, b) => b.score - a.score);
  return { suggestion, fits, nearMisses };
}

/** The machines that fit `answers` among `machines` (in the catalogue's order), and why. */
export function findMachines(
  answers: FinderAnswers,
  machines: readonly FinderMachine[],
): FinderResult {
  const { suggestion, fits, nearMisses } = evaluate(answers, machines);
  const result: FinderResult = {
    suggestion,
    fits,
    nearMisses: nearMisses
      .slice(0, MAX_NEAR_MISSES)
      .map(({ machine, reason }) => ({ machine, reason })),
  };
  if (fits.length > 0 || !hasAnswers(answers)) return result;
  let blocker: Blocker | undefined;
  for (const question of RELAX_ORDER) {
    const answered =
      question === 'materiale' ? answers.materiale.length > 0 : answers[question] !== undefined;
    if (!answered) continue;
    const count = evaluate(withoutAnswer(answers, question), machines).fits.length;
    if (count > (blocker?.fits ?? 0)) blocker = { question, fits: count };
  }
  return { ...result, blocker };
}
