import { describe, expect, it } from 'vitest';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import es from '@/i18n/messages/es.json';
import fr from '@/i18n/messages/fr.json';
import it_ from '@/i18n/messages/it.json';
import {
  ANALYTICS_COOKIE_PATTERNS,
  CONSENT_CATEGORIES,
  categoriesOnOffer,
  SERVICES,
  servicesOf,
} from './categories';

const messages = { it: it_, en, es, fr, de };

describe('the consent definitions', () => {
  it('offer analytics only with a tag manager, and necessary always first', () => {
    expect(categoriesOnOffer(true)).toEqual(['necessary', 'analytics', 'media']);
    expect(categoriesOnOffer(false)).toEqual(['necessary', 'media']);
  });

  it('put every embedded frame under external media and the tag manager under analytics', () => {
    expect(servicesOf('media')).toEqual(['youtube', 'vimeo', 'openstreetmap', 'contact-form']);
    expect(servicesOf('analytics')).toEqual(['google-tag-manager']);
    expect(servicesOf('necessary')).toEqual(['site']);
  });

  it('declare the partners’ sign-in, a necessary service, only when sign-in is configured', () => {
    expect(servicesOf('necessary', { analytics: false })).toEqual(['site']);
    expect(servicesOf('necessary', { analytics: false, sessionDays: 5 })).toEqual([
      'site',
      'partner-sign-in',
    ]);
    expect(servicesOf('media', { analytics: true, sessionDays: 5 })).not.toContain(
      'partner-sign-in',
    );
  });

  it('describe every category, service and cookie in all five languages', () => {
    for (const [locale, { Consent }] of Object.entries(messages)) {
      for (const category of CONSENT_CATEGORIES) {
        expect(Consent.categories[category].name, `${locale} ${category}`).toBeTruthy();
        expect(Consent.categories[category].description, `${locale} ${category}`).toBeTruthy();
      }
      for (const [id, service] of Object.entries(SERVICES)) {
        const text = Consent.services[id as keyof typeof Consent.services];
        expect(text?.name, `${locale} ${id}`).toBeTruthy();
        expect(text?.purpose, `${locale} ${id}`).toBeTruthy();
        for (const cookie of service.cookies) {
          expect(
            Consent.cookies[cookie.name as keyof typeof Consent.cookies],
            `${locale} ${cookie.name}`,
          ).toBeTruthy();
        }
      }
    }
  });

  it('remove the analytics cookies on withdrawal, and none of the site’s own', () => {
    const analytics = (name: string) => ANALYTICS_COOKIE_PATTERNS.some((rule) => rule.test(name));
    for (const name of ['_ga', '_ga_ABC123', '_gid', '_gat_UA-1', '_gcl_au']) {
      expect(analytics(name), name).toBe(true);
    }
    for (const name of ['NEXT_LOCALE', 'fortarc_consent', '__session', '_gallery']) {
      expect(analytics(name), name).toBe(false);
    }
  });
});
