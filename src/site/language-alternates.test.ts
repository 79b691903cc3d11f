import { describe, expect, it } from 'vitest';
import type { Story } from '@/content';
import { languageAlternates } from './language-alternates';

function story(translated: Array<{ lang: string; path: string; published?: boolean }>): Story {
  return {
    default_full_slug: 'prodotti/pioneer-pulse-403',
    translated_slugs: translated.map((slug) => ({ name: null, published: true, ...slug })),
    content: { component: 'product', _uid: 'x' },
  } as unknown as Story;
}

describe('the language switcher targets', () => {
  it('lead to the same story through each translated slug', () => {
    const targets = languageAlternates(
      story([
        { lang: 'en', path: 'products/pioneer-pulse-403' },
        { lang: 'es', path: 'productos/pioneer-pulse-403' },
        { lang: 'fr', path: 'produits/pioneer-pulse-403' },
        { lang: 'de', path: 'produkte/pioneer-pulse-403' },
      ]),
    );
    expect(targets.it).toEqual({ href: '/prodotti/pioneer-pulse-403', fallback: false });
    expect(targets.de).toEqual({ href: '/de/produkte/pioneer-pulse-403', fallback: false });
  });

  it("fall back to the language's home at its notice, saying so, where the story has no translation", () => {
    const targets = languageAlternates(
      story([
        { lang: 'en', path: 'products/pioneer-pulse-403' },
        { lang: 'fr', path: 'produits/pioneer-pulse-403', published: false },
      ]),
    );
    expect(targets.en.fallback).toBe(false);
    expect(targets.fr).toEqual({ href: '/fr#page-non-traduite', fallback: true });
    expect(targets.es).toEqual({ href: '/es#pagina-no-traducida', fallback: true });
  });

  it("lead to each language's home without a story", () => {
    expect(languageAlternates().it).toEqual({ href: '/', fallback: false });
    expect(languageAlternates().en).toEqual({ href: '/en', fallback: false });
  });
});
