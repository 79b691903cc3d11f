import { describe, expect, it } from 'vitest';
import { teaser } from './teaser';

describe('a product card’s summary', () => {
  it('is whole when it fits', () => {
    expect(teaser('A 180 A MMA inverter.', 40)).toBe('A 180 A MMA inverter.');
  });

  it('ends at a word, with an ellipsis and without the punctuation it ended on', () => {
    const text =
      'A 180 A MMA and DC TIG inverter for work away from the shop: cellulosic electrodes';
    expect(teaser(text, 64)).toBe('A 180 A MMA and DC TIG inverter for work away from the shop…');
    expect(teaser(text, 64).length).toBeLessThanOrEqual(65);
  });

  it('never cuts a figure from its unit, nor in the middle of a number', () => {
    expect(teaser('Wire feed up to 18 m/min and a current of 180 A for thick plate', 46)).toBe(
      'Wire feed up to 18 m/min and a current of…',
    );
    expect(teaser('Efficiency 86.5 % at full output and more', 14)).toBe('Efficiency…');
  });

  it('is short for every summary of the demo catalogue, in every language', () => {
    const long =
      'Inverter MMA e TIG DC da 180 A per chi lavora fuori dall’officina: elettrodi cellulosici per tubazioni, prolunghe fino a 100 m e VRD per la massima sicurezza.';
    const shown = teaser(long);
    expect(shown.length).toBeLessThanOrEqual(121);
    expect(shown.endsWith('…')).toBe(true);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
  });
});
