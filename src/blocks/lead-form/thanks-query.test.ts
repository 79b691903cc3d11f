import { describe, expect, it } from 'vitest';
import { readThanks, thanksSearch } from './thanks-query';

const reference = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('the thank-you query', () => {
  it('carries a quote’s reference, products and country, and reads them back', () => {
    const search = thanksSearch('quote', {
      reference,
      products: ['pioneer-403', 'cruiser-222-ac-dc'],
      country: 'AT',
    });
    expect(search).toBe(`?sent=quote&ref=${reference}&country=AT&p=pioneer-403,cruiser-222-ac-dc`);
    expect(readThanks(new URLSearchParams(search))).toEqual({
      reference,
      products: ['pioneer-403', 'cruiser-222-ac-dc'],
      country: 'AT',
    });
  });

  it('carries only the kind and reference of a contact request', () => {
    expect(thanksSearch('contact', { reference, products: ['x'], country: 'IT' })).toBe(
      `?sent=contact&ref=${reference}`,
    );
  });

  it('drops what is not a reference, a product slug or a country', () => {
    const recap = readThanks(
      new URLSearchParams('ref=<script>&p=Pioneer-403,<b>hi</b>&country=Narnia&name=Mario'),
    );
    expect(recap).toEqual({ reference: undefined, products: ['pioneer-403'], country: undefined });
  });
});
