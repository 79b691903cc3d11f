import { describe, expect, it } from 'vitest';
import { readingOrder } from './reading-order';
import type { HotspotBlok } from '@/content/generated/components';

const spot = (id: string, x: string, y: string, label = id): HotspotBlok => ({
  component: 'hotspot',
  _uid: id,
  label,
  x,
  y,
});

describe('hotspots in reading order', () => {
  it('reads rows from the top, each from the left, and numbers them', () => {
    const points = readingOrder([
      spot('knob', '71.9', '39.8'),
      spot('sockets', '43.8', '86.1'),
      spot('display', '29.7', '40.3'),
      spot('process', '12.8', '70.6'),
      spot('torch', '18.8', '86.1'),
    ]);
    expect(points.map((p) => p.id)).toEqual(['display', 'knob', 'process', 'torch', 'sockets']);
    expect(points.map((p) => p.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('drops points without a label or a position and clamps positions to the image', () => {
    const points = readingOrder([
      spot('no-label', '10', '10', ''),
      spot('no-x', 'left', '10'),
      spot('outside', '120', '-5'),
    ]);
    expect(points).toEqual([
      { id: 'outside', label: 'outside', text: '', x: 100, y: 0, number: 1 },
    ]);
  });

  it('accepts no hotspots at all', () => {
    expect(readingOrder(undefined)).toEqual([]);
  });
});
