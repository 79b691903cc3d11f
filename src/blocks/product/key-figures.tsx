import type { KeyFigureBlok } from '@/content/generated/components';

/** The product's headline numbers, big, on the dark band under the header. */
export function KeyFigures({ figures, label }: { figures: KeyFigureBlok[]; label: string }) {
  if (figures.length === 0) return null;
  return (
    <section aria-label={label} className="bg-ink text-white">
      <dl className="key-figures">
        {figures.map((figure, index) => (
          <div key={index}>
            <dt>{figure.label}</dt>
            <dd>
              {figure.value}
              {figure.unit ? <span>{figure.unit}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
