import { describe, expect, it } from 'vitest';
import { quotePath } from './quote-paths';

describe('quotePath', () => {
  it('writes the quote page of each language, unprefixed in Italian', () => {
    expect(quotePath('it')).toBe('/richiedi-un-preventivo');
    expect(quotePath('en')).toBe('/en/request-a-quote');
    expect(quotePath('es')).toBe('/es/solicitar-presupuesto');
    expect(quotePath('fr')).toBe('/fr/demande-de-devis');
    expect(quotePath('de')).toBe('/de/angebot-anfordern');
  });

  it('carries the products as one comma-separated p', () => {
    expect(quotePath('en', ['cruiser-222-ac-dc', 'pioneer-pulse-403'])).toBe(
      '/en/request-a-quote?p=cruiser-222-ac-dc,pioneer-pulse-403',
    );
  });
});
