import { describe, expect, inject, it } from 'vitest';
import { canonicalPaths, canonicalTable, LANGS } from '../helpers/canonical-pages';

const baseURL = inject('baseURL');

describe("the spec's canonical pages", () => {
  it('cover every cell of the table', () => {
    expect(canonicalPaths).toHaveLength(canonicalTable.length * LANGS.length);
  });

  it.each(canonicalPaths)(
    '$page ($lang): $path answers 200 in its language',
    async ({ path, lang }) => {
      const response = await fetch(baseURL + path, { redirect: 'manual' });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<html lang="${lang}"`);
    },
  );

  it('sends the other French spelling of the news, /fr/actualities, to /fr/actualites with a 301', async () => {
    const response = await fetch(`${baseURL}/fr/actualities?page=2`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', baseURL).href).toBe(
      `${baseURL}/fr/actualites?page=2`,
    );
  });
});
