import type { Process } from '@/catalogue/finder/answers';
import type { FinderMachine, Range } from '@/catalogue/finder/machine';
import type { Reason } from '@/catalogue/finder/rules';
import type { Figure } from '@/site/ui/figure-list';
import { formatNumber, type ReasonWords } from './reason-text';

/** The widest current range of a machine, over every process it does. */
function widestRange(machine: FinderMachine): Range | undefined {
  const ranges = Object.values(machine.currents);
  if (ranges.length === 0) return undefined;
  return {
    min: Math.min(...ranges.map((range) => range.min)),
    max: Math.max(...ranges.map((range) => range.max)),
  };
}

/**
 * A finder card's key figures, alike on every card so they can be read across a row: the current
 * range (for the job's process when it has one), the thickness range it takes for the job's
 * material, the mains and the weight.
 */
export function machineFigures(
  machine: FinderMachine,
  process: Process | undefined,
  reasons: readonly Reason[],
  { t, locale }: ReasonWords,
): Figure[] {
  const number = (value: number) => formatNumber(value, locale);
  const figures: Figure[] = [];
  const current = (process && machine.currents[process]) || widestRange(machine);
  if (current) {
    figures.push({
      label: t('figure.current'),
      value: `${number(current.min)}–${number(current.max)} A`,
    });
  }
  const thickness = reasons.find((reason) => reason.code === 'thickness');
  if (thickness) {
    figures.push({
      label: t('figure.thickness'),
      value: `${number(thickness.min)}–${number(thickness.max)} ${t('mm')}`,
    });
  }
  figures.push({
    label: t('figure.mains'),
    value: t(`mains${machine.phases}`, { voltage: number(machine.voltage) }),
  });
  figures.push({ label: t('figure.weight'), value: `${number(machine.weight)} kg` });
  return figures;
}
