import { getTranslations } from 'next-intl/server';
import { formatStoredNumber, formatStoredPercent } from '@/catalogue/number-format';
import type { Locale } from '@/i18n/routing';
import { StrokeIcon } from '@/site/ui/stroke-icon';

/**
 * The figures Regulation (EU) 2019/1784 makes a welding power source declare: efficiency at
 * maximum output and idle-state power, with what they mean and the EU limits.
 */
export async function EcodesignFigures({
  id,
  efficiency,
  idlePower,
  locale,
}: {
  id: string;
  efficiency: string;
  idlePower: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Products' });
  const efficiencyText = formatStoredPercent(efficiency, locale);
  const figures = [
    {
      term: t('efficiency'),
      value: efficiencyText.number,
      unit: efficiencyText.sign,
      note: t('efficiencyNote'),
      limit: t('efficiencyLimit'),
    },
    {
      term: t('idlePower'),
      value: formatStoredNumber(idlePower, locale),
      unit: '\u00a0W',
      note: t('idlePowerNote'),
      limit: t('idlePowerLimit'),
    },
  ].filter((figure) => figure.value !== '');
  if (figures.length === 0) return null;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="flex scroll-mt-24 flex-col gap-6 rounded-sm bg-ink p-6 text-white md:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-sm bg-accent text-ink">
          <StrokeIcon
            d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10zM2 21c0-3 1.9-5.4 5.1-6C9.5 14.5 12 13 13 12"
            className="size-6"
          />
        </span>
        <div>
          <h3 id={`${id}-title`} className="text-2xl font-extrabold">
            {t('ecodesignTitle')}
          </h3>
          <p className="eyebrow mt-1 tracking-[0.12em]">{t('ecodesignRegulation')}</p>
        </div>
      </div>
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {figures.map((figure) => (
          <div key={figure.term} className="flex flex-col gap-1 border-t border-steel-700 pt-4">
            <dt className="font-semibold hyphens-auto">{figure.term}</dt>
            <dd className="text-5xl leading-tight font-extrabold tabular-nums">
              {figure.value}
              <span className="text-2xl text-accent">{figure.unit}</span>
            </dd>
            <dd className="text-sm text-steel-200">{figure.note}</dd>
            <dd className="text-sm text-steel-200">{figure.limit}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm leading-relaxed text-steel-200">{t('ecodesignText')}</p>
    </section>
  );
}
