/**
 * A block's title: an optional eyebrow line above an h2. `id` lets the section point at it
 * (`aria-labelledby`). Long German compounds hyphenate instead of overflowing.
 */
export function SectionHeading({
  id,
  eyebrow,
  children,
  className = '',
}: {
  id?: string;
  eyebrow?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `section-heading ${className}` : 'section-heading'}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="heading-2">
        {children}
      </h2>
    </div>
  );
}
