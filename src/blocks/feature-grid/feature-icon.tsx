import { StrokeIcon } from '@/site/ui/stroke-icon';
import type { FeatureItemBlok } from '@/content/generated/components';

export type FeatureIconName = Exclude<NonNullable<FeatureItemBlok['icon']>, ''>;

/**
 * Stroke drawings on a 24 px grid, one per value of the content model's `icon` option (shared by
 * feature items, technologies and special functions). Each is one path (circles drawn as two
 * arcs), so the icon inherits `currentColor`, stays crisp at any size and costs one attribute.
 */
const paths: Record<FeatureIconName, string> = {
  arc: 'M12 2v5M12 7l-2.5 4.5h5L12 16M4 20h16M7 16.5 5 15.5M17 16.5l2-1M8.5 19l-1.5-1.5M15.5 19l1.5-1.5',
  pulse: 'M2 16h3V7h4v9h3V7h4v9h3V7h3',
  'double-pulse': 'M2 17h2V6h3v11h2V6h3v11h2v-6h2v6h2v-6h2v6h2',
  gauge:
    'M3.5 17.5a9 9 0 1 1 17 0M12 15l4-5M13.5 15.5a1.5 1.5 0 1 1-3 0a1.5 1.5 0 1 1 3 0zM6.5 11.5 5 10.5M12 7.5V6M17.5 11.5l1.5-1',
  thermometer: 'M14 14.76V4.5a2.5 2.5 0 0 0-5 0v10.26a4.5 4.5 0 1 0 5 0zM11.5 9v7.5',
  water: 'M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11zM9.5 14.5a2.5 2.5 0 0 0 2.5 2.5',
  plug: 'M9 2v5M15 2v5M6 7h12v4a6 6 0 0 1-12 0zM12 17v5',
  wifi: 'M2 8.8a15 15 0 0 1 20 0M5.2 12.4a10.5 10.5 0 0 1 13.6 0M8.5 15.9a5.5 5.5 0 0 1 7 0M13 19.5a1 1 0 1 1-2 0a1 1 0 1 1 2 0z',
  shield: 'M12 2.5 19.5 5.5v6c0 5-3.3 8.4-7.5 9.9-4.2-1.5-7.5-4.9-7.5-9.9v-6zM8.5 12l2.5 2.5 4.5-5',
  spark:
    'M12 3c.6 4.3 2.7 6.4 7 7-4.3.6-6.4 2.7-7 7-.6-4.3-2.7-6.4-7-7 4.3-.6 6.4-2.7 7-7zM19 16.5v4M17 18.5h4',
  torch:
    'M3 17.5l5.5-5.5 3.5 3.5L6.5 21zM10 13.5c2-2 2.5-5 5.5-6.5M14.5 5.5l4 4 2.5-2.5-4-4zM7.5 16.5 9 18',
  wire: 'M17.5 12a7.5 7.5 0 1 1-15 0a7.5 7.5 0 1 1 15 0zM12.5 12a2.5 2.5 0 1 1-5 0a2.5 2.5 0 1 1 5 0zM10 4.5h4.5c3 0 5 1.5 7.5 3.5',
  robot:
    'M3 21h10M8 21v-3M8 18l3.5-8.5 7.5 1.5M9.8 18a1.8 1.8 0 1 1-3.6 0a1.8 1.8 0 1 1 3.6 0zM13.3 9.5a1.8 1.8 0 1 1-3.6 0a1.8 1.8 0 1 1 3.6 0zM19 11l2-2.5M19 11l2.5 1.5',
  plasma: 'M9 2.5h6v6l-2 3h-2l-2-3zM12 11.5v5M4 21h16M8.5 19.5l2-2.5M15.5 19.5l-2-2.5',
  settings:
    'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M17 6a2 2 0 1 1-4 0a2 2 0 1 1 4 0zM11 12a2 2 0 1 1-4 0a2 2 0 1 1 4 0zM19 18a2 2 0 1 1-4 0a2 2 0 1 1 4 0z',
  timer:
    'M19.5 13.5a7.5 7.5 0 1 1-15 0a7.5 7.5 0 1 1 15 0zM12 9.5v4l2.5 2.5M9.5 2.5h5M12 2.5V6M18.5 6.5l1.5-1.5',
  battery:
    'M4.5 7h12.5a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-12.5a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zM21.5 10.5v3M6 10v4M9.5 10v4M13 10v4',
  leaf: 'M5 19C5 10 10 5 20 4c-1 10-6 15-15 15zM5 19l8.5-8.5',
};

export function isFeatureIconName(value: unknown): value is FeatureIconName {
  return typeof value === 'string' && Object.hasOwn(paths, value);
}

/** The drawing for an `icon` value; nothing for an empty or unknown one. Decorative: hidden from AT. */
export function FeatureIcon({ name, className = 'size-6' }: { name: unknown; className?: string }) {
  if (!isFeatureIconName(name)) return null;
  return <StrokeIcon d={paths[name]} className={`icon-light ${className}`} />;
}
