import { HIDDEN_CHARACTERS } from '../lead-fields';

/** A run of line breaks or hidden characters (`HIDDEN_CHARACTERS`). */
export const HIDDEN = new RegExp(`${HIDDEN_CHARACTERS.source}+`, 'gu');

/**
 * One line: the form refuses line breaks and hidden characters in its one-line fields; a request
 * stored before it did is flattened here, so no value can make a row of its own.
 */
export const oneLine = (value: string) => value.replace(HIDDEN, ' ').trim();
