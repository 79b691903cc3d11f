import { describe, expect, it } from 'vitest';
import { violations } from '../helpers/axe';
import { browserSuite } from '../helpers/browser-suite';
import { quotePath } from '@/paths/quote-paths';

/**
 * The thank-you view (issue 62, item 3): the reference, a recap of what was asked and what happens
 * next, from the URL the accepted request is answered with (its sending: lead-forms.browser.test.ts).
 */
const suite = browserSuite();

const REFERENCE = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const thanks = (lang: 'it' | 'en' | 'de', query: string) =>
  `${quotePath(lang)}?sent=quote&ref=${REFERENCE}&${query}`;

const EXPECTED = {
  it: [
    ['Riferimento', REFERENCE],
    ['Tipo', 'Richiesta di preventivo'],
    ['Prodotti', 'Pioneer 403 e Cruiser 222 AC/DC'],
    ['Paese', 'Austria'],
  ],
  en: [
    ['Reference', REFERENCE],
    ['Kind', 'Quote request'],
    ['Products', 'Pioneer 403 and Cruiser 222 AC/DC'],
    ['Country', 'Austria'],
  ],
  de: [
    ['Referenz', REFERENCE],
    ['Art', 'Angebotsanfrage'],
    ['Produkte', 'Pioneer 403 und Cruiser 222 AC/DC'],
    ['Land', 'Österreich'],
  ],
} as const;

describe('the thank-you view of a quote request', () => {
  it.each(['it', 'en', 'de'] as const)(
    'in %s, recaps the reference, kind, products and country, and says what happens next',
    async (lang) => {
      const page = await suite.open(thanks(lang, 'country=AT&p=pioneer-403,cruiser-222-ac-dc'), {
        width: 390,
      });
      const recap = await page
        .locator('[data-thanks-recap] > div')
        .evaluateAll((rows) =>
          rows.map((row) => [
            row.querySelector('dt')?.textContent,
            row.querySelector('dd')?.textContent,
          ]),
        );
      expect(recap).toEqual(EXPECTED[lang]);
      // two steps and, with the company's phone from the global settings, the urgent one
      const steps = await page.locator('[data-thanks-next] li').allTextContents();
      expect(steps).toHaveLength(3);
      expect(steps[2]).toContain('+39 030 358 1240');
      expect(await page.locator('form.lead-form').count()).toBe(0);
    },
  );

  it('prints nothing of a forged URL but the catalogue’s names and a real country', async () => {
    const response = await fetch(
      suite.baseURL +
        `${quotePath('en')}?sent=quote&ref=%3Cscript%3Ealert(1)%3C/script%3E&country=XX&p=%3Cb%3Ehi%3C/b%3E,no-such-machine,pioneer-403&name=Mallory`,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    const recap = /<dl data-thanks-recap="true">(.*?)<\/dl>/s.exec(html)?.[1] ?? '';
    expect(recap).toContain('Pioneer 403');
    expect(recap).not.toMatch(/script|Mallory|no-such-machine|<b>|Reference|Country/);
  });

  it.each([390, 1440])('finds no axe violation at %i px', async (width) => {
    for (const lang of ['it', 'en', 'de'] as const) {
      const page = await suite.open(thanks(lang, 'country=AT&p=pioneer-403'), { width });
      expect(await violations(page), lang).toEqual([]);
    }
  });
});
