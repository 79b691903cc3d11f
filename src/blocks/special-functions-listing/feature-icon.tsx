import { StrokeIcon } from '@/site/ui/stroke-icon';
import type { SpecialFunctionBlok } from '@/content/generated/components';

export type FeatureIconName = Exclude<SpecialFunctionBlok['icon'], '' | undefined>;

/** Line icons of the content model's `icon` option (special functions, technologies), 24 × 24, each
 * one path (circles and rounded rectangles drawn as arcs). */
const paths: Record<FeatureIconName, string> = {
  arc: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
  pulse: 'M2 16h3V7h4v9h3V7h4v9h3V7h3',
  'double-pulse': 'M2 17h2V9h3v8h2V5h3v12h2V9h3v8h2V5h3',
  gauge: 'M3.5 17a9 9 0 1 1 17 0M12 14l4.5-4.5M13.5 14a1.5 1.5 0 1 1-3 0a1.5 1.5 0 1 1 3 0z',
  thermometer: 'M14 4v10.5a4 4 0 1 1-4 0V4a2 2 0 0 1 4 0zM12 9v6',
  water: 'M12 3s-6.5 7-6.5 11.5a6.5 6.5 0 0 0 13 0C18.5 10 12 3 12 3z',
  plug: 'M9 3v5M15 3v5M12 17v4M6 8h12v4a5 5 0 0 1-5 5h-2a5 5 0 0 1-5-5V8z',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10.5 10.5 0 0 1 14 0M8.5 16a5.5 5.5 0 0 1 7 0M12 19.5h.01',
  shield: 'M12 21s8-3.5 8-10V5l-8-3-8 3v6c0 6.5 8 10 8 10zM9 11.5l2 2 4-4',
  spark:
    'M12 2v5M12 17v5M2 12h5M17 12h5M4.9 4.9l3.5 3.5M15.6 15.6l3.5 3.5M4.9 19.1l3.5-3.5M15.6 8.4l3.5-3.5',
  torch: 'M3 21l5-5M6.5 13.5l4 4 5-5-4-4zM13.5 10.5 17 7c1.5-1.5 2-3 2-4M19 3h2',
  wire: 'M19 12a8 8 0 1 1-16 0a8 8 0 1 1 16 0zM13.5 12a2.5 2.5 0 1 1-5 0a2.5 2.5 0 1 1 5 0zM19 12h3',
  robot:
    'M6 9h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2h-12a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zM12 5v4M9 14v1M15 14v1M2 13v3M22 13v3M13.5 4a1.5 1.5 0 1 1-3 0a1.5 1.5 0 1 1 3 0z',
  plasma: 'M9 2h6v6l-1.5 3h-3L9 8zM12 11v4M9.5 20 12 15l2.5 5M3 21h18',
  settings: 'M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6',
  timer: 'M20 13a8 8 0 1 1-16 0a8 8 0 1 1 16 0zM12 9v4l2.5 2.5M9.5 2h5',
  battery:
    'M4 7h13a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zM22 11v2M6 10v4M9.5 10v4',
  leaf: 'M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10zM2 21c0-3 1.9-5.4 5.1-6C9.5 14.5 12 13 13 12',
};

/** The icon of an `icon` option, decorative (the name next to it says what it is); none for others. */
export function FeatureIcon({
  name,
  className = 'size-6',
}: {
  name: string | undefined;
  className?: string;
}) {
  if (!name || !Object.hasOwn(paths, name)) return null;
  return <StrokeIcon d={paths[name as FeatureIconName]} className={`icon-light ${className}`} />;
}
