import { describe, expect, it } from 'vitest';
import { currentStateOf } from './current-section';

describe('currentStateOf', () => {
  it('marks the page itself', () => {
    expect(currentStateOf('/en/products', '/en/products', '/en')).toBe('page');
    expect(currentStateOf('/contatti#form', '/contatti', '/')).toBe('page');
  });

  it('marks the section a page sits in, by whole segments', () => {
    expect(currentStateOf('/prodotti', '/prodotti/pioneer-403', '/')).toBe('true');
    expect(currentStateOf('/en/news', '/en/newsletter', '/en')).toBeUndefined();
  });

  it('marks a home only on itself', () => {
    expect(currentStateOf('/', '/prodotti', '/')).toBeUndefined();
    expect(currentStateOf('/en', '/en/products', '/en')).toBeUndefined();
    expect(currentStateOf('/en', '/en', '/en')).toBe('page');
  });

  it('ignores external links, missing links and pages without a story', () => {
    expect(currentStateOf('https://example.com/prodotti', '/prodotti', '/')).toBeUndefined();
    expect(currentStateOf(undefined, '/prodotti', '/')).toBeUndefined();
    expect(currentStateOf('/prodotti', undefined, '/')).toBeUndefined();
  });
});
