/** A product card's summary is about four lines at a card's width: longer ones are shortened. */
export const TEASER_MAX = 120;

/**
 * `text` as a card shows it: whole when short enough, else cut at the last word that fits within
 * `max` characters, without the punctuation it ended on, and with an ellipsis. A figure and its
 * unit are never cut apart ("180 A" is kept whole or left out), unlike a line clamp's ellipsis,
 * which cuts wherever the last line runs out.
 */
export function teaser(text: string, max = TEASER_MAX): string {
  const whole = text.replace(/\s+/g, ' ').trim();
  if (whole.length <= max) return whole;
  let cut = whole.slice(0, max + 1);
  cut = cut.slice(0, Math.max(cut.lastIndexOf(' '), 0));
  // a unit left alone after its figure was cut ("… 180 A" cut to "… 180") goes with it
  cut = cut.replace(/\s+\d[\d.,]*$/, '');
  cut = cut.replace(/[\s,;:.–—-]+$/, '');
  return `${cut}…`;
}
