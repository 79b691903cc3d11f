import type { FeatureItemBlok } from '@/content/generated/components';

export type FeatureIconName = Exclude<NonNullable<FeatureItemBlok['icon']>, ''>;

/**
 * Stroke drawings on a 24 px grid, one per value of the content model's `icon` option (shared by
 * feature items, technologies and special functions). Each entry is the SVG's inner markup as
 * elements, so the icon inherits `currentColor` and stays crisp at any size.
 */
const drawings: Record<FeatureIconName, React.ReactNode> = {
  arc: (
    <>
      <path d="M12 2v5" />
      <path d="M12 7l-2.5 4.5h5L12 16" />
      <path d="M4 20h16" />
      <path d="M7 16.5 5 15.5M17 16.5l2-1M8.5 19l-1.5-1.5M15.5 19l1.5-1.5" />
    </>
  ),
  pulse: <path d="M2 16h3V7h4v9h3V7h4v9h3V7h3" />,
  'double-pulse': <path d="M2 17h2V6h3v11h2V6h3v11h2v-6h2v6h2v-6h2v6h2" />,
  gauge: (
    <>
      <path d="M3.5 17.5a9 9 0 1 1 17 0" />
      <path d="m12 15 4-5" />
      <circle cx="12" cy="15.5" r="1.5" />
      <path d="M6.5 11.5 5 10.5M12 7.5V6M17.5 11.5l1.5-1" />
    </>
  ),
  thermometer: (
    <>
      <path d="M14 14.76V4.5a2.5 2.5 0 0 0-5 0v10.26a4.5 4.5 0 1 0 5 0z" />
      <path d="M11.5 9v7.5" />
    </>
  ),
  water: (
    <>
      <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z" />
      <path d="M9.5 14.5a2.5 2.5 0 0 0 2.5 2.5" />
    </>
  ),
  plug: (
    <>
      <path d="M9 2v5M15 2v5" />
      <path d="M6 7h12v4a6 6 0 0 1-12 0z" />
      <path d="M12 17v5" />
    </>
  ),
  wifi: (
    <>
      <path d="M2 8.8a15 15 0 0 1 20 0" />
      <path d="M5.2 12.4a10.5 10.5 0 0 1 13.6 0" />
      <path d="M8.5 15.9a5.5 5.5 0 0 1 7 0" />
      <circle cx="12" cy="19.5" r="1" />
    </>
  ),
  shield: (
    <>
      <path d="M12 2.5 19.5 5.5v6c0 5-3.3 8.4-7.5 9.9-4.2-1.5-7.5-4.9-7.5-9.9v-6z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  spark: (
    <>
      <path d="M12 3c.6 4.3 2.7 6.4 7 7-4.3.6-6.4 2.7-7 7-.6-4.3-2.7-6.4-7-7 4.3-.6 6.4-2.7 7-7z" />
      <path d="M19 16.5v4M17 18.5h4" />
    </>
  ),
  torch: (
    <>
      <path d="m3 17.5 5.5-5.5 3.5 3.5L6.5 21z" />
      <path d="M10 13.5c2-2 2.5-5 5.5-6.5" />
      <path d="m14.5 5.5 4 4 2.5-2.5-4-4z" />
      <path d="M7.5 16.5 9 18" />
    </>
  ),
  wire: (
    <>
      <circle cx="10" cy="12" r="7.5" />
      <circle cx="10" cy="12" r="2.5" />
      <path d="M10 4.5h4.5c3 0 5 1.5 7.5 3.5" />
    </>
  ),
  robot: (
    <>
      <path d="M3 21h10M8 21v-3" />
      <path d="m8 18 3.5-8.5 7.5 1.5" />
      <circle cx="8" cy="18" r="1.8" />
      <circle cx="11.5" cy="9.5" r="1.8" />
      <path d="m19 11 2-2.5M19 11l2.5 1.5" />
    </>
  ),
  plasma: (
    <>
      <path d="M9 2.5h6v6l-2 3h-2l-2-3z" />
      <path d="M12 11.5v5" />
      <path d="M4 21h16" />
      <path d="m8.5 19.5 2-2.5M15.5 19.5l-2-2.5" />
    </>
  ),
  settings: (
    <>
      <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
      <circle cx="15" cy="6" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  timer: (
    <>
      <circle cx="12" cy="13.5" r="7.5" />
      <path d="M12 9.5v4l2.5 2.5" />
      <path d="M9.5 2.5h5M12 2.5V6" />
      <path d="m18.5 6.5 1.5-1.5" />
    </>
  ),
  battery: (
    <>
      <rect x="2.5" y="7" width="16.5" height="10" rx="2" />
      <path d="M21.5 10.5v3" />
      <path d="M6 10v4M9.5 10v4M13 10v4" />
    </>
  ),
  leaf: (
    <>
      <path d="M5 19C5 10 10 5 20 4c-1 10-6 15-15 15z" />
      <path d="m5 19 8.5-8.5" />
    </>
  ),
};

export function isFeatureIconName(value: unknown): value is FeatureIconName {
  return typeof value === 'string' && Object.hasOwn(drawings, value);
}

/** The drawing for an `icon` value; nothing for an empty or unknown one. Decorative: hidden from AT. */
export function FeatureIcon({ name, className = 'size-6' }: { name: unknown; className?: string }) {
  if (!isFeatureIconName(name)) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {drawings[name]}
    </svg>
  );
}
