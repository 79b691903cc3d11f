import type { Key } from './page';

/** `Shift+Tab` as the modifier to hold and the key to press; other keys hold nothing. */
export function splitKey(key: Key): { shift: boolean; key: Exclude<Key, 'Shift+Tab'> } {
  return key === 'Shift+Tab' ? { shift: true, key: 'Tab' } : { shift: false, key };
}
