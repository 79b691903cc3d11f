import { describe, expect, it } from 'vitest';
import { countryOfLanguages, countryOptions } from './countries';

describe('the visitor’s country from their languages', () => {
  it('takes the region of the first tag that names a listed one', () => {
    expect(countryOfLanguages(['de-AT', 'de', 'en-US'])).toBe('AT');
    expect(countryOfLanguages(['fr', 'fr-CH'])).toBe('CH');
    expect(countryOfLanguages(['en-GB'])).toBe('GB');
  });

  it('says nothing for a language alone, an unlisted region or a broken tag', () => {
    expect(countryOfLanguages(['en', 'it'])).toBeUndefined();
    expect(countryOfLanguages(['es-419'])).toBeUndefined();
    expect(countryOfLanguages(['not a tag!', 'x'])).toBeUndefined();
    expect(countryOfLanguages([])).toBeUndefined();
  });
});

describe('the countries as options', () => {
  it('names each in the page’s language, sorted by that name', () => {
    const german = countryOptions('de');
    expect(german.find((option) => option.code === 'DE')?.name).toBe('Deutschland');
    const names = german.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });
});
