/** A figure as the site shows it: `400` `A`, labelled `Maximum current`. */
export interface Figure {
  label: string;
  value: string;
  unit?: string;
}

/** Figures as a definition list, each label with its value and unit (styled by `className`). */
export function FigureList({
  figures,
  className,
}: {
  figures: readonly Figure[];
  className: string;
}) {
  return (
    <dl className={className}>
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
  );
}
