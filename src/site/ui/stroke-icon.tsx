/**
 * A decorative line icon drawn with one path: the stroke settings live in the `.icon` class, so
 * each icon costs its path and nothing else in the markup and the RSC payload.
 */
export function StrokeIcon({
  d,
  className = 'size-5',
  viewBox = '0 0 24 24',
}: {
  d: string;
  className?: string;
  viewBox?: string;
}) {
  return (
    <svg aria-hidden="true" viewBox={viewBox} className={`icon ${className}`}>
      <path d={d} />
    </svg>
  );
}
