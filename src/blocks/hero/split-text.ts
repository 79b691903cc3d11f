/**
 * The pieces of a split-text title animation (spec section 1: lines, words, chars), cut on the
 * server so the animation is pure CSS: no script measures anything and nothing moves when it loads.
 */
export type SplitMode = 'lines' | 'words' | 'chars';

export function splitMode(value: unknown): SplitMode | undefined {
  return value === 'lines' || value === 'words' || value === 'chars' ? value : undefined;
}

/** Spec section 9: the pieces start within 0.5 s of each other (the container stagger); each moves
 * for 1 s (the container animation). */
export const STAGGER_TOTAL_MS = 500;
export const PIECE_STEP_MS: Record<SplitMode, number> = { lines: 150, words: 70, chars: 25 };

/** Start delay of each of `count` pieces: one step apart, all of them spread over at most 0.5 s. */
export function staggerDelays(count: number, mode: SplitMode): number[] {
  if (count <= 0) return [];
  const step = count > 1 ? Math.min(PIECE_STEP_MS[mode], STAGGER_TOTAL_MS / (count - 1)) : 0;
  return Array.from({ length: count }, (_, index) => Math.round(index * step));
}

export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** User-perceived characters, so an accented letter or an emoji is never cut in two. */
export function chars(word: string): string[] {
  return Array.from(segmenter.segment(word), (segment) => segment.segment);
}

/** A line longer than this is cut in two at the word that balances the halves best (on a tie,
 * the longer half goes first). */
const LONG_LINE = 30;

/**
 * Lines of a title, decided on the server: a sentence or clause per line (after `.`, `!`, `?`,
 * `:`, `;`, or before a dash), and a long one cut into balanced halves, so the title is set as
 * stacked lines that reveal one after the other at every width.
 */
export function lines(text: string): string[] {
  const phrases = text
    .trim()
    .split(/(?<=[.!?:;])\s+|\s+(?=[–—]\s)/)
    .map((phrase) => phrase.trim())
    .filter(Boolean);
  return phrases.flatMap(balance);
}

function balance(phrase: string): string[] {
  const parts = words(phrase);
  if (phrase.length <= LONG_LINE || parts.length < 2) return [phrase];
  let best = 1;
  let bestDifference = Infinity;
  for (let cut = 1; cut < parts.length; cut++) {
    const head = parts.slice(0, cut).join(' ').length;
    const tail = parts.slice(cut).join(' ').length;
    const difference = Math.abs(head - tail);
    if (difference <= bestDifference) {
      best = cut;
      bestDifference = difference;
    }
  }
  return [...balance(parts.slice(0, best).join(' ')), ...balance(parts.slice(best).join(' '))];
}
