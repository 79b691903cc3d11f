import { describe, expect, it } from 'vitest';
import {
  matchPartnerPath,
  partnerAreaPath,
  partnerFilePath,
  partnerRoute,
  safeNextPath,
  signInPath,
} from './partner-paths';

describe('the reserved area’s paths', () => {
  it('are written in each language, and found again', () => {
    expect(partnerAreaPath('it')).toBe('/area-riservata');
    expect(signInPath('de')).toBe('/de/partnerbereich/anmelden');
    expect(signInPath('en', '/en/partner-area')).toBe(
      '/en/partner-area/sign-in?next=%2Fen%2Fpartner-area',
    );
    expect(matchPartnerPath('/fr/espace-partenaires/connexion')).toEqual({
      page: 'sign-in',
      locale: 'fr',
    });
    expect(matchPartnerPath('/es/area-reservada')).toEqual({ page: 'area', locale: 'es' });
    expect(matchPartnerPath('/en/area-riservata')).toBeUndefined();
    expect(partnerRoute('sign-in', 'it')).toBe('/it/partner-area/sign-in');
    expect(partnerFilePath('abc', 'wiring diagram.pdf')).toBe(
      '/api/partner-files/abc/wiring%20diagram.pdf',
    );
  });

  it('send a sign-in only to a path of this site', () => {
    expect(safeNextPath('/en/partner-area', 'en')).toBe('/en/partner-area');
    for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '', null]) {
      expect(safeNextPath(next, 'en')).toBe('/en/partner-area');
    }
  });
});
