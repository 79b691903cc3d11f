import { shortId } from '@/site/ui/short-id';
import type { HotspotBlok } from '@/content/generated/components';

export interface Point {
  id: string;
  /** 1-based, in reading order: the number shown on the image and in the list. */
  number: number;
  label: string;
  text: string;
  /** Per cent of the image's width and height, clamped to 0–100. */
  x: number;
  y: number;
}

/** Points closer than this (in per cent of the height) count as one row. */
const ROW_TOLERANCE = 8;

function percent(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) ? Math.min(100, Math.max(0, number)) : undefined;
}

/**
 * The hotspots with a label and a position, in the order a sighted reader scans the image (rows
 * from the top, each from the left), so Tab moves through them the way the numbers read.
 */
export function readingOrder(hotspots: HotspotBlok[] | undefined): Point[] {
  const points = (hotspots ?? []).flatMap((hotspot) => {
    const x = percent(hotspot.x);
    const y = percent(hotspot.y);
    if (!hotspot.label || x === undefined || y === undefined) return [];
    return [{ id: shortId(hotspot._uid), label: hotspot.label, text: hotspot.text ?? '', x, y }];
  });
  const byHeight = [...points].sort((a, b) => a.y - b.y);
  const rows: Array<typeof points> = [];
  for (const point of byHeight) {
    const row = rows.at(-1);
    if (row && point.y - (row[0]?.y ?? 0) <= ROW_TOLERANCE) row.push(point);
    else rows.push([point]);
  }
  return rows
    .flatMap((row) => row.sort((a, b) => a.x - b.x))
    .map((point, index) => ({ ...point, number: index + 1 }));
}
