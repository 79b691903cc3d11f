import { formatStoredNumber, formatStoredPercent, localizeDecimals } from './number-format';

/** What a product brings to the comparison (a product story's fields, as the model has them). */
export interface ComparedProduct {
  technical_data?: ReadonlyArray<{ label: string; value: string; unit?: string; better?: string }>;
  ecodesign_efficiency: string;
  ecodesign_idle_power: string;
  processo?: readonly string[];
  materiale?: readonly string[];
}

/** Shown where a product has no value for a row. */
export const NO_VALUE = '—';

export interface CompareRow {
  label: string;
  /** One cell per product, in the products' order: its value, or a list (processes, materials). */
  cells: Array<string | string[]>;
  /** Whether the products' values differ (a missing value differs from any value). */
  differs: boolean;
  /**
   * Per cell, whether it holds the row's best value, where the row says which way is better and
   * its figures differ (issue 62); absent for any other row.
   */
  best?: boolean[];
}

/** Which way a row's figures are better: the highest, or the lowest. */
export type Better = 'more' | 'less';

export interface CompareGroup {
  key: 'data' | 'ecodesign' | 'uses';
  title: string;
  rows: CompareRow[];
}

export interface CompareTexts {
  technicalData: string;
  ecodesign: string;
  efficiency: string;
  idlePower: string;
  uses: string;
  processes: string;
  materials: string;
}

function differ(cells: ReadonlyArray<string | string[]>): boolean {
  const text = cells.map((cell) => (Array.isArray(cell) ? cell.join('\n') : cell));
  return text.some((cell) => cell !== text[0]);
}

/** A stored figure's value: of a range (`10 – 500`), its last figure; none in a text. */
export function lastFigure(stored: string): number | undefined {
  const figures = stored.match(/\d+(?:\.\d+)?/g);
  return figures ? Number(figures.at(-1)) : undefined;
}

/**
 * Which cells hold the best of `figures` (one per product, undefined where it has none): the
 * highest or the lowest, every cell that ties; none when fewer than two products have a figure or
 * all of theirs are the same, as a mark would then tell nothing.
 */
export function bestCells(
  figures: ReadonlyArray<number | undefined>,
  better: Better,
): boolean[] | undefined {
  const known = figures.filter((figure): figure is number => figure !== undefined);
  if (known.length < 2 || known.every((figure) => figure === known[0])) return undefined;
  const best = better === 'more' ? Math.max(...known) : Math.min(...known);
  return figures.map((figure) => figure === best);
}

function row(
  label: string,
  cells: Array<string | string[]>,
  ranked?: { figures: ReadonlyArray<number | undefined>; better: Better },
): CompareRow {
  const best = ranked ? bestCells(ranked.figures, ranked.better) : undefined;
  return { label, cells, differs: differ(cells), ...(best && { best }) };
}

const isBetter = (value: unknown): value is Better => value === 'more' || value === 'less';

const rowKey = (label: string, unit = '') => `${label.trim()}\u0000${unit.trim()}`;

/**
 * Every technical-data row any of the products has, once: the same label and unit is the same
 * row. Rows keep each product's order, a row only some have placed after the one it follows in
 * theirs, so "TIG current range" stays beside "MMA current range".
 */
function technicalRows(products: readonly ComparedProduct[], locale: string): CompareRow[] {
  const order: string[] = [];
  const labels = new Map<string, { label: string; unit: string }>();
  for (const product of products) {
    let previous = -1;
    for (const spec of product.technical_data ?? []) {
      const key = rowKey(spec.label, spec.unit);
      const at = order.indexOf(key);
      if (at >= 0) {
        previous = at;
        continue;
      }
      order.splice(previous + 1, 0, key);
      previous += 1;
      labels.set(key, { label: spec.label.trim(), unit: (spec.unit ?? '').trim() });
    }
  }
  return order.map((key) => {
    const { label, unit } = labels.get(key)!;
    const specs = products.map((product) =>
      product.technical_data?.find((item) => rowKey(item.label, item.unit) === key),
    );
    const cells = specs.map((spec) => {
      if (!spec || spec.value.trim() === '') return NO_VALUE;
      const value = localizeDecimals(spec.value.trim(), locale);
      return unit ? `${value}\u00a0${unit}` : value;
    });
    // the editors' word on which way is better, from the first product that gives it
    const better = specs.map((spec) => spec?.better).find(isBetter);
    const figures = specs.map((spec) => (spec ? lastFigure(spec.value) : undefined));
    return row(label, cells, better && { figures, better });
  });
}

function percent(value: string, locale: string): string {
  const { number, sign } = formatStoredPercent(value, locale);
  return number === '' ? NO_VALUE : `${number}${sign}`;
}

function watts(value: string, locale: string): string {
  const number = formatStoredNumber(value, locale);
  return number === '' ? NO_VALUE : `${number}\u00a0W`;
}

function named(values: readonly string[] | undefined, labels: ReadonlyMap<string, string>) {
  const names = (values ?? []).flatMap((value) => labels.get(value) ?? []);
  return names.length > 0 ? names : NO_VALUE;
}

/**
 * The comparison table's rows, in three groups: the technical data (in the catalogue's units and
 * the visitor's number format, `—` where a product lacks a row), the Ecodesign figures, and the
 * processes and materials. Each row says whether its values differ.
 */
export function compareRows({
  products,
  locale,
  texts,
  processes,
  materials,
}: {
  products: readonly ComparedProduct[];
  locale: string;
  texts: CompareTexts;
  processes: ReadonlyMap<string, string>;
  materials: ReadonlyMap<string, string>;
}): CompareGroup[] {
  return [
    { key: 'data', title: texts.technicalData, rows: technicalRows(products, locale) },
    {
      key: 'ecodesign',
      title: texts.ecodesign,
      rows: [
        row(
          texts.efficiency,
          products.map((product) => percent(product.ecodesign_efficiency, locale)),
          { figures: products.map((p) => lastFigure(p.ecodesign_efficiency)), better: 'more' },
        ),
        row(
          texts.idlePower,
          products.map((product) => watts(product.ecodesign_idle_power, locale)),
          { figures: products.map((p) => lastFigure(p.ecodesign_idle_power)), better: 'less' },
        ),
      ],
    },
    {
      key: 'uses',
      title: texts.uses,
      rows: [
        row(
          texts.processes,
          products.map((product) => named(product.processo, processes)),
        ),
        row(
          texts.materials,
          products.map((product) => named(product.materiale, materials)),
        ),
      ],
    },
  ];
}

/** The groups with only the rows that differ, and without the groups left empty. */
export function differingRows(groups: readonly CompareGroup[]): CompareGroup[] {
  return groups
    .map((group) => ({ ...group, rows: group.rows.filter((item) => item.differs) }))
    .filter((group) => group.rows.length > 0);
}
