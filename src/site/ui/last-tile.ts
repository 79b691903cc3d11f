/**
 * The class that lets a tile grid's last tile fill the rest of its row, so that the grid shows no
 * empty grey cell, at each width where the grid has `sm` and `lg` columns (one on a phone). Written
 * out whole, so that Tailwind finds each class in the source.
 */
const SM_SPAN = ['', '', 'sm:col-span-2'] as const;
const LG_SPAN = ['', 'lg:col-span-1', 'lg:col-span-2', 'lg:col-span-3', 'lg:col-span-4'] as const;

/** How many columns the last of `count` tiles spans to end its row in a grid of `columns`. */
export function lastTileSpan(count: number, columns: number): number {
  const alone = count % columns;
  return alone === 0 ? 1 : columns - alone + 1;
}

export function lastTileClass(count: number, columns: { sm: 2; lg: 3 | 4 }): string {
  return [SM_SPAN[lastTileSpan(count, columns.sm)], LG_SPAN[lastTileSpan(count, columns.lg)]]
    .filter(Boolean)
    .join(' ');
}
