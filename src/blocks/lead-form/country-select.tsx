'use client';

import { useEffect, useRef } from 'react';
import { countryOfLanguages } from '@/leads/countries';
import type { ControlAttributes } from './form-field';

interface Props {
  attributes: ControlAttributes;
  /** The empty first option's words: the page's language does not say where its reader is. */
  choose: string;
  countries: { code: string; name: string }[];
  /** The country sent back with an error, else empty. */
  value: string;
}

/**
 * The quote form's country: empty in the served page, which is the same for every visitor; once
 * the page runs, the visitor's own country where their browser's languages name one (`de-AT`),
 * unless they have already chosen.
 */
export function CountrySelect({ attributes, choose, countries, value }: Props) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const element = select.current;
    if (!element || element.value !== '') return;
    const own = countryOfLanguages(navigator.languages);
    if (own && countries.some((country) => country.code === own)) element.value = own;
  }, [countries]);
  return (
    <select ref={select} {...attributes} defaultValue={value}>
      <option value="">{choose}</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </select>
  );
}
