import type { Process } from '@/catalogue/finder/answers';
import type { Reason } from '@/catalogue/finder/rules';

/** next-intl's translator for the `Finder` namespace, as much of it as the wording needs. */
export type FinderTranslate = (key: string, values?: Record<string, string | number>) => string;

export interface ReasonWords {
  t: FinderTranslate;
  locale: string;
  /** Material values (datasource `materiali`) in the visitor's language. */
  materials: Readonly<Record<string, string>>;
}

/** A material's name inside a sentence: lower case, but for German, whose nouns keep capitals. */
export function materialInSentence(
  value: string | undefined,
  materials: Readonly<Record<string, string>>,
  locale: string,
): string {
  if (!value) return '';
  const name = materials[value] ?? value;
  return locale === 'de' ? name : name.toLocaleLowerCase(locale);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A figure in the language's format (one formatter per language: they are costly to make). */
export function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** A reason's sentence in the page's language, its figures in the language's number format. */
export function reasonText(reason: Reason, { t, locale, materials }: ReasonWords): string {
  const number = (value: number) => formatNumber(value, locale);
  const material = (value: string | undefined) => materialInSentence(value, materials, locale);
  const process = (value: Process) => t(`processo.${value}`);
  switch (reason.code) {
    case 'process':
      return t('reason.process', {
        process: process(reason.process),
        min: number(reason.min),
        max: number(reason.max),
      });
    case 'no-process':
    case 'no-range':
      return t(`reason.${reason.code}`, {
        process: process(reason.process),
        material: reason.code === 'no-range' ? material(reason.material) : '',
      });
    case 'materials':
      return t('reason.materials', {
        materials: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
          reason.materials.map(material),
        ),
      });
    case 'no-material':
      return t('reason.no-material', { material: material(reason.material) });
    case 'socket':
      return reason.fuse === undefined
        ? t('reason.socketNoFuse', { voltage: number(reason.voltage) })
        : t('reason.socket', { voltage: number(reason.voltage), fuse: number(reason.fuse) });
    case 'needs-three-phase':
    case 'three-phase':
    case 'one-phase-of-three':
      return t(`reason.${reason.code}`, { voltage: number(reason.voltage) });
    case 'automation':
    case 'automation-only':
      return t(`reason.${reason.code}`, { kind: reason.kind });
    case 'weight':
      return t('reason.weight', { weight: number(reason.weight) });
    case 'heavy':
      return t('reason.heavy', { weight: number(reason.weight), limit: number(reason.limit) });
    case 'thickness':
    case 'too-thin':
    case 'too-thick':
      return t(`reason.${reason.code}${reason.material ? '' : 'Any'}`, {
        thickness: number(reason.thickness),
        material: material(reason.material),
        min: number(reason.min),
        max: number(reason.max),
      });
    case 'cut-clean':
      return t('reason.cut-clean', {
        thickness: number(reason.thickness),
        recommended: number(reason.recommended),
      });
    case 'cut-severance':
      return t('reason.cut-severance', {
        thickness: number(reason.thickness),
        recommended: number(reason.recommended),
        maximum: number(reason.maximum),
      });
    case 'cut-too-thick':
      return t('reason.cut-too-thick', { maximum: number(reason.maximum) });
    case 'duty':
    case 'duty-low':
      return t(`reason.${reason.code}`, {
        current: number(reason.current),
        required: number(reason.required),
        duty: reason.duty,
      });
    default:
      // `ac`, `needs-ac`, `generator`, `no-generator`, `manual-only`: no figures.
      return t(`reason.${reason.code}`);
  }
}
