import type { StoreFiles } from '../local/load';
import { contentVersions } from './story-versions';
import type { ContentProblem } from './validate-content';

/**
 * A product's selection fields (the product finder's data) and its technical-data table say the
 * same thing twice; this rule keeps them one truth. The "Mains supply" row (`1~ 230 V ...`) must
 * name the phases and voltage of `mains_phases` and `mains_voltage`; the "Mains fuse, slow-blow"
 * row must be `mains_fuse`; the "Weight" row must be
 * `weight`; each process's current-range row must be its `current_ranges` entry; and the duty
 * cycle row's figure at 100 % must be `current_at_100`. Rows are found by their English label,
 * the one every product has (the Italian labels vary by editor).
 */

interface Row {
  label__i18n__en?: unknown;
  value?: unknown;
}

/** The technical-data row that names each process's current range. */
const RANGE_ROWS: Record<string, readonly string[]> = {
  'mig-mag': ['MIG/MAG current range'],
  tig: ['TIG current range'],
  mma: ['MMA current range'],
  plasma: ['Cutting current'],
};
const DUTY_ROWS = ['Duty cycle at 40 °C', 'TIG duty cycle at 40 °C'];

const MAINS = /^([13])~\s*(\d+)\s*V/;
const AT_100 = /(\d+(?:\.\d+)?)\s*A\s*@\s*100\s*%/;

function rowValue(rows: readonly Row[], labels: readonly string[]): string | undefined {
  const row = rows.find((item) => labels.includes(String(item.label__i18n__en)));
  return typeof row?.value === 'string' ? row.value : undefined;
}

const same = (a: unknown, b: string | undefined) =>
  b !== undefined && a !== undefined && a !== '' && Number(a) === Number(b);

function productProblems(content: Record<string, unknown>, at: string): [string, string][] {
  const rows = Array.isArray(content.technical_data) ? (content.technical_data as Row[]) : [];
  const problems: [string, string][] = [];
  const mainsRow = rowValue(rows, ['Mains supply']);
  const mains = mainsRow?.match(MAINS);
  if (content.mains_phases !== undefined || content.mains_voltage !== undefined) {
    if (!mains) {
      problems.push([
        `${at}.technical_data`,
        `no "Mains supply" row of the form "1~ 230 V" to agree with mains_phases and mains_voltage`,
      ]);
    } else if (!same(content.mains_phases, mains[1]) || !same(content.mains_voltage, mains[2])) {
      problems.push([
        `${at}.mains_phases`,
        `mains ${String(content.mains_phases)}~ ${String(content.mains_voltage)} V disagrees with the "Mains supply" row "${mainsRow}"`,
      ]);
    }
  }
  const fuseRow = rowValue(rows, ['Mains fuse, slow-blow']);
  if (content.mains_fuse !== undefined && !same(content.mains_fuse, fuseRow)) {
    problems.push([
      `${at}.mains_fuse`,
      `${String(content.mains_fuse)} A, the "Mains fuse, slow-blow" row says ${fuseRow ?? 'nothing'}`,
    ]);
  }
  const weightRow = rowValue(rows, ['Weight']);
  if (content.weight !== undefined && weightRow !== undefined && !same(content.weight, weightRow)) {
    problems.push([
      `${at}.weight`,
      `${String(content.weight)} kg, the "Weight" row says ${weightRow}`,
    ]);
  }
  const ranges = Array.isArray(content.current_ranges) ? content.current_ranges : [];
  ranges.forEach((range: Record<string, unknown>, index) => {
    const labels = RANGE_ROWS[String(range.process)] ?? [];
    const [min, max] = (rowValue(rows, labels) ?? '').split('–').map((part) => part.trim());
    if (!same(range.min, min) || !same(range.max, max)) {
      problems.push([
        `${at}.current_ranges[${index}]`,
        `${String(range.process)} ${String(range.min)}–${String(range.max)} A disagrees with the "${labels[0] ?? '?'}" row`,
      ]);
    }
  });
  const duty = rowValue(rows, DUTY_ROWS)?.match(AT_100)?.[1];
  if (
    content.current_at_100 !== undefined &&
    duty !== undefined &&
    !same(content.current_at_100, duty)
  ) {
    problems.push([
      `${at}.current_at_100`,
      `${String(content.current_at_100)} A, the duty cycle row says ${duty} A at 100 %`,
    ]);
  }
  return problems;
}

/** Every product whose selection fields and technical data disagree, field by field. */
export function selectionDataProblems(files: StoreFiles): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { file, story } of files.stories) {
    for (const [at, content] of contentVersions(story)) {
      if (content.component !== 'product') continue;
      for (const [field, message] of productProblems(content, at)) {
        problems.push({ file, field: `${field} (product)`, message });
      }
    }
  }
  return problems;
}
