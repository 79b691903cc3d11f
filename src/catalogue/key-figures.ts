/** A product's key figure as its card shows it (`400` `A`, `Maximum current`). */
export interface KeyFigure {
  label: string;
  value: string;
  unit: string;
}

/** As many key figures as a product card shows. */
export const CARD_FIGURES = 3;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The first key figures of a product's content (its `key_figures` blocks, already in the
 * page's language), those with a label and a value: what its card, its search result and its
 * catalogue entry show.
 */
export function cardFigures(content: Record<string, unknown>, count = CARD_FIGURES): KeyFigure[] {
  const blocks: unknown[] = Array.isArray(content.key_figures) ? content.key_figures : [];
  return blocks
    .map((block) => {
      const figure = (block ?? {}) as Record<string, unknown>;
      return { label: text(figure.label), value: text(figure.value), unit: text(figure.unit) };
    })
    .filter((figure) => figure.label && figure.value)
    .slice(0, count);
}
