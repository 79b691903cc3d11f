import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERM_LENGTH, parseSearchTerm } from './search-term';

describe('parseSearchTerm', () => {
  it('trims and collapses whitespace', () => {
    expect(parseSearchTerm('  pioneer \n  pulse ')).toEqual({
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

  it('drops control characters and cuts very long terms', () => {
    expect(parseSearchTerm('tig\u0000ac\u001fdc')).toEqual({ kind: 'valid', term: 'tig ac dc' });
    const long = parseSearchTerm('x'.repeat(5000));
    expect(long.kind === 'valid' && long.term.length).toBe(MAX_SEARCH_TERM_LENGTH);
  });
});
