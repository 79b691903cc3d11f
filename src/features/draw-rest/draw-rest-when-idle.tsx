'use client';

import { useEffect } from 'react';
import { drawRestWhenIdle } from './draw-rest';

/** Draws the blocks skipped during the load once the page is idle (`draw-rest.ts`). */
export function DrawRestWhenIdle() {
  useEffect(() => drawRestWhenIdle(), []);
  return null;
}
