/**
 * The brand mark: an arc spark over a square, drawn inline so it costs no request. On `dark`
 * backgrounds the square gets a light edge so it does not vanish into the ink.
 */
export function BrandMark({ tone }: { tone: 'light' | 'dark' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
      <rect
        x="0.5"
        y="0.5"
        width="31"
        height="31"
        rx="3"
        fill="#0e1014"
        stroke={tone === 'dark' ? 'rgb(255 255 255 / 0.35)' : '#0e1014'}
      />
      <path
        d="M7 24 L16 7 L25 24"
        fill="none"
        stroke="#ffad00"
        strokeWidth="3.2"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="19" r="2.6" fill="#ffffff" />
    </svg>
  );
}

/** The brand mark and the company's name (header, menu panel, footer). */
export function Logo({ name, tone = 'light' }: { name: string; tone?: 'light' | 'dark' }) {
  return (
    <span className="logo">
      <BrandMark tone={tone} />
      <span>{name}</span>
    </span>
  );
}
