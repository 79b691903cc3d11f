import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './documents';
import { analyzerFor } from './language';
import { snippet } from './snippet';

const english = analyzerFor('en');
const document = (summary: string, body = ''): SearchDocument => ({
  id: 'd',
  type: 'product',
  path: '/d',
  title: 'Power Pulse 505 Robot',
  model: '',
  summary,
  facets: '',
  body,
  catalogue: '',
  details: {},
});
const text = (parts: ReturnType<typeof snippet>) => parts.map((part) => part.text).join('');
const terms = [{ term: english.term('aluminium'), prefix: false }];

describe('a result’s passage', () => {
  it('is the whole summary when it fits and matches early, the match marked', () => {
    const summary =
      'A 250 A pulsed MIG/MAG welder for thin aluminium and stainless steel on single-phase mains, without distortion.';
    const parts = snippet(english, document(summary), terms);
    expect(text(parts)).toBe(summary);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['aluminium']);
  });

  it('starts a little before a late match in a short summary, so a phone shows it', () => {
    const summary =
      'A 500 A multifunction pulsed power source at 100 % with integrated cooling for three-shift robotic lines: heavy sections, aluminium and nickel alloys.';
    const passage = text(snippet(english, document(summary), terms));
    expect(passage.startsWith('… ')).toBe(true);
    expect(passage.indexOf('aluminium')).toBeLessThan(50);
    expect(summary.endsWith(passage.slice(2))).toBe(true);
  });

  it('starts a little before the match in a long text, cut at a word', () => {
    const body = `${'Welding cells for heavy fabrication in three shifts. '.repeat(6)}Thick aluminium plate welded in one pass. ${'More words follow here. '.repeat(8)}`;
    const passage = text(snippet(english, document('', body), terms));
    expect(passage.startsWith('… ')).toBe(true);
    expect(passage.endsWith(' …')).toBe(true);
    expect(passage.indexOf('aluminium')).toBeLessThan(50);
    expect(passage.split(' ')[1]).toMatch(/^[A-Za-z]/);
  });
});
