import { describe, expect, it } from 'vitest';
import { MAX_NOT_FOUND_WORDS, notFoundWords } from './not-found-words';

describe('the words a missing page was looking for', () => {
  it('takes the last segment’s words, without the language prefix', () => {
    expect(notFoundWords('/en/products/pioneer-pulse-40')).toBe('pioneer pulse 40');
    expect(notFoundWords('/prodotti/saldatrici_tig')).toBe('saldatrici tig');
    expect(notFoundWords('/de/Schweißgeräte')).toBe('schweißgeräte');
  });

  it('leaves out file endings, the query and the fragment', () => {
    expect(notFoundWords('/catalogo/plasma-cutter.php?id=12#top')).toBe('plasma cutter');
    expect(notFoundWords('/en/old/mig%20welders.html')).toBe('mig welders');
  });

  it('goes back to the last segment that has words', () => {
    expect(notFoundWords('/en/news/2024/---/')).toBe('2024');
    expect(notFoundWords('/fr/produits/%%%')).toBe('produits');
  });

  it('is empty for a path without words, and for the language alone', () => {
    expect(notFoundWords('/')).toBe('');
    expect(notFoundWords('/en')).toBe('');
    expect(notFoundWords('/!!/--')).toBe('');
  });

  it('keeps a hostile path to a few distinct words', () => {
    const words = notFoundWords(
      `/${'tig-'.repeat(500)}${Array.from({ length: 50 }, (_, i) => `w${i}`).join('-')}`,
    );
    expect(words.split(' ')).toHaveLength(MAX_NOT_FOUND_WORDS);
    expect(words.split(' ')[0]).toBe('tig');
  });
});
