import { useTranslations } from 'next-intl';

/** Shown in place of a component the registry does not know, when the fallback option is on. */
export function MissingBlock({ name }: { name: string }) {
  const t = useTranslations('Blocks');
  return (
    <div
      role="note"
      className="mx-auto my-4 max-w-7xl border-2 border-dashed border-danger px-5 py-4 text-danger"
    >
      {t('missing', { name })}
    </div>
  );
}
