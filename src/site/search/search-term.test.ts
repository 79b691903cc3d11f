import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERM_LENGTH, parseSearchTerm } from './search-term';

describe('parseSearchTerm', () => {
  it('trims and collapses whitespace (tabs and new lines are whitespace, not control characters)', () => {
    expect(parseSearchTerm('  pioneer \n\t  pulse ')).toEqual({
      kind: 'valid',
      term: 'pioneer pulse',
    });
  });

  it('is empty without a term or with blanks only', () => {
    expect(parseSearchTerm(undefined)).toEqual({ kind: 'empty' });
    expect(parseSearchTerm('   ')).toEqual({ kind: 'empty' });
    expect(parseSearchTerm([])).toEqual({ kind: 'empty' });
  });

  it('asks for more than one character', () => {
    expect(parseSearchTerm('a')).toEqual({ kind: 'too-short', term: 'a' });
  });

  it('takes the first of repeated parameters', () => {
    expect(parseSearchTerm(['tig', 'mig'])).toEqual({ kind: 'valid', term: 'tig' });
  });

  it('refuses control characters, showing back what was typed without them', () => {
    expect(parseSearchTerm('tig\u0000ac\u001fdc')).toEqual({ kind: 'invalid', term: 'tig ac dc' });
    expect(parseSearchTerm('mig\u007f')).toEqual({ kind: 'invalid', term: 'mig' });
  });

  it('refuses more than 200 characters, and takes exactly 200', () => {
    expect(parseSearchTerm('x'.repeat(MAX_SEARCH_TERM_LENGTH)).kind).toBe('valid');
    const long = parseSearchTerm('x'.repeat(5000));
    expect(long.kind).toBe('too-long');
    expect(long.kind === 'too-long' && long.term.length).toBe(MAX_SEARCH_TERM_LENGTH);
    // characters, not UTF-16 units
    expect(parseSearchTerm('ß'.repeat(200)).kind).toBe('valid');
    expect(parseSearchTerm('😀'.repeat(200)).kind).toBe('valid');
  });
});
