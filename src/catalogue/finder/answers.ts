/**
 * The product finder's answers (issue 45) are its URL's query, so that an answer can be shared,
 * bookmarked and linked from content: `?processo=tig&materiale=alluminio&spessore=3&rete=1x230
 * &uso=cantiere&impiego=occasionale`. Every question is optional. Whatever cannot be an answer
 * (an unknown value, a thickness out of range, a second value, a very long value) is set aside
 * with a note, never thrown. Pure: the page, the form and the browser's island agree.
 */

export const PROCESSES = ['mig-mag', 'tig', 'mma', 'plasma'] as const;
export const SUPPLIES = ['1x230', '3x400', 'generatore'] as const;
export const USES = ['officina', 'cantiere', 'robot'] as const;
export const DUTIES = ['occasionale', 'quotidiano', 'produzione'] as const;

export type Process = (typeof PROCESSES)[number];
export type Supply = (typeof SUPPLIES)[number];
export type Use = (typeof USES)[number];
export type Duty = (typeof DUTIES)[number];

/** The questions, in the order the page asks them and the URL writes them. */
export const QUESTIONS = ['processo', 'materiale', 'spessore', 'rete', 'uso', 'impiego'] as const;
export type Question = (typeof QUESTIONS)[number];

/** The thinnest and thickest plate the finder reads, mm; past these no machine is meant. */
export const MIN_THICKNESS = 0.1;
export const MAX_THICKNESS = 100;
/** Materials past this many are not read: the catalogue has five. */
const MAX_MATERIALS = 8;
/** How much of a value that cannot be an answer a note repeats. */
const MAX_NOTED_LENGTH = 40;
const MATERIAL = /^[a-z][a-z-]{0,40}$/;

export interface FinderAnswers {
  processo?: Process;
  /** The catalogue's material values (datasource `materiali`), once each, in the visitor's order. */
  materiale: string[];
  /** mm */
  spessore?: number;
  rete?: Supply;
  uso?: Use;
  impiego?: Duty;
}

export interface AnswerNote {
  question: Question;
  /** The value set aside, shortened and printable. */
  value: string;
  reason: 'unknown' | 'thickness' | 'repeated';
}

export interface ParsedAnswers {
  answers: FinderAnswers;
  notes: AnswerNote[];
}

function noted(value: string): string {
  const printable = value.replace(/[\p{C}]/gu, '').trim();
  return printable.length > MAX_NOTED_LENGTH
    ? `${printable.slice(0, MAX_NOTED_LENGTH - 1)}…`
    : printable;
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** A thickness as a visitor writes it: `3`, `2.5`, `2,5` (the Italian comma), ` 3 mm`. */
export function parseThickness(value: string): number | undefined {
  const match = /^\s*(\d{1,4}(?:[.,]\d{1,3})?)\s*(?:mm)?\s*$/i.exec(value);
  if (!match?.[1]) return undefined;
  const thickness = Number(match[1].replace(',', '.'));
  return thickness >= MIN_THICKNESS && thickness <= MAX_THICKNESS ? thickness : undefined;
}

/**
 * The answers a query gives. `materials` are the catalogue's material values: any other is set
 * aside. Repeated `materiale` parameters (a GET form's checkboxes) add up; any other question's
 * second value is set aside.
 */
export function parseAnswers(
  query: URLSearchParams,
  materials: ReadonlySet<string>,
): ParsedAnswers {
  const answers: FinderAnswers = { materiale: [] };
  const notes: AnswerNote[] = [];
  const note = (question: Question, value: string, reason: AnswerNote['reason']) => {
    const shown = noted(value);
    if (!notes.some((item) => item.question === question && item.value === shown)) {
      notes.push({ question, value: shown, reason });
    }
  };
  const single = <T extends string>(question: Question, values: readonly T[]): T | undefined => {
    const given = query
      .getAll(question)
      .map((value) => value.trim())
      .filter((value) => value !== '');
    const [first, ...rest] = given;
    for (const extra of rest) note(question, extra, 'repeated');
    if (first === undefined) return undefined;
    const value = first.toLowerCase();
    if (isOneOf(values, value)) return value;
    note(question, first, 'unknown');
    return undefined;
  };
  answers.processo = single('processo', PROCESSES);
  answers.rete = single('rete', SUPPLIES);
  answers.uso = single('uso', USES);
  answers.impiego = single('impiego', DUTIES);

  const names = query
    .getAll('materiale')
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names.slice(0, MAX_MATERIALS * 2)) {
    const value = name.toLowerCase();
    if (MATERIAL.test(value) && materials.has(value)) {
      if (!answers.materiale.includes(value) && answers.materiale.length < MAX_MATERIALS) {
        answers.materiale.push(value);
      }
    } else note('materiale', name, 'unknown');
  }

  const thicknesses = query
    .getAll('spessore')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const [thickness, ...others] = thicknesses;
  for (const extra of others) note('spessore', extra, 'repeated');
  if (thickness !== undefined) {
    answers.spessore = parseThickness(thickness);
    if (answers.spessore === undefined) note('spessore', thickness, 'thickness');
  }
  return { answers, notes };
}

/** Whether any question is answered. */
export function hasAnswers(answers: FinderAnswers): boolean {
  return QUESTIONS.some((question) =>
    question === 'materiale' ? answers.materiale.length > 0 : answers[question] !== undefined,
  );
}

/** The answers without one question's (a relaxing link, a summary's "change"). */
export function withoutAnswer(answers: FinderAnswers, question: Question): FinderAnswers {
  return question === 'materiale'
    ? { ...answers, materiale: [] }
    : { ...answers, [question]: undefined };
}

/**
 * The query of `answers` in the questions' order, with no `?` when there is none. Values are
 * letters, digits, hyphens, `x`, `.` and the materials' comma, so nothing needs escaping.
 */
export function answersSearch(answers: FinderAnswers): string {
  const parts: string[] = [];
  for (const question of QUESTIONS) {
    if (question === 'materiale') {
      if (answers.materiale.length > 0) parts.push(`materiale=${answers.materiale.join(',')}`);
      continue;
    }
    const value = answers[question];
    if (value !== undefined) parts.push(`${question}=${value}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
