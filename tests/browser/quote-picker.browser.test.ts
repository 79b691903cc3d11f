import { describe, expect, it } from 'vitest';
import { violations } from '../helpers/axe';
import { browserSuite } from '../helpers/browser-suite';
import { waitForHydration } from '../helpers/document';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import it_ from '@/i18n/messages/it.json';
import { quotePath } from '@/paths/quote-paths';

/**
 * The quote form's product picker (issue 62, item 3): a visitor from the header chooses machines
 * from the catalogue by family and name, with checkboxes that post without JavaScript and a search
 * as they type with it; chosen products show their image and model code. Its request arriving
 * with the picked products: lead-forms.browser.test.ts.
 */
const suite = browserSuite();
const MESSAGES = { it: it_, en, de } as const;

describe('the quote form’s product picker', () => {
  it.each(['it', 'en', 'de'] as const)(
    'in %s, without JavaScript, opens on a click to the catalogue by family, each product a checkbox of the form',
    async (lang) => {
      const page = await suite.open(quotePath(lang), {
        width: 390,
        javaScriptEnabled: false,
      });
      const picker = page.locator('form.lead-form [data-product-picker]');
      expect(await picker.getAttribute('open')).toBeNull();
      expect(await picker.locator('summary').textContent()).toBe(MESSAGES[lang].Leads.pickerChoose);
      await picker.locator('summary').click();
      expect(await picker.getAttribute('open')).toBe('');
      const families = await picker.locator('legend').allTextContents();
      expect(families.length).toBeGreaterThanOrEqual(3);
      const options = picker.locator('input[type=checkbox][name=p]');
      expect(await options.count()).toBeGreaterThan(20);
      // each with its image and model code
      const first = picker.locator('.lead-product').first();
      expect(await first.locator('img').count()).toBe(1);
      expect(await first.locator('.lead-product-code').textContent()).toMatch(/^[A-Z]{2,3}-/);
      // no search box without a script to run it
      expect(await picker.locator('input[type=search]').count()).toBe(0);
    },
  );

  it('with products in the link, shows them with image and code, and the picker closed for more', async () => {
    const page = await suite.open(quotePath('de', ['pioneer-403', 'cruiser-222-ac-dc']), {
      width: 1440,
    });
    const chosen = page.locator('.lead-form-chosen .lead-product');
    expect(await chosen.locator('.lead-product-name').allTextContents()).toEqual([
      'Pioneer 403',
      'Cruiser 222 AC/DC',
    ]);
    expect(await chosen.locator('.lead-product-code').allTextContents()).toEqual([
      'PI-403',
      'CR-222AD',
    ]);
    expect(await chosen.locator('img').count()).toBe(2);
    const picker = page.locator('[data-product-picker]');
    expect(await picker.getAttribute('open')).toBeNull();
    expect(await picker.locator('summary').textContent()).toBe(de.Leads.pickerMore);
    // the products already chosen are not offered twice
    expect(await picker.locator('input[value="pioneer-403"]').count()).toBe(0);
  });

  it('with JavaScript, narrows as the visitor types, by name, code or family, and says when nothing matches', async () => {
    const page = await suite.open(quotePath('en'), {
      width: 390,
    });
    await waitForHydration(page);
    const picker = page.locator('[data-product-picker]');
    await picker.locator('summary').click();
    const search = picker.getByLabel(en.Leads.pickerSearch);
    const shown = () =>
      picker
        .locator('li:not([hidden]) .lead-product-name')
        .allTextContents()
        .then((names) => names.join(', '));
    await search.fill('cruiser');
    await expect.poll(shown).toBe('Cruiser 222 AC/DC, Cruiser 322 AC/DC, Cruiser 422 AC/DC W');
    await search.fill('pp-353');
    await expect.poll(shown).toBe('Pioneer Pulse 353');
    await search.fill('zzz');
    await expect.poll(shown).toBe('');
    expect(await picker.locator('[role=status]').textContent()).toBe(
      en.Leads.pickerNone.replace('{query}', 'zzz'),
    );
    expect(await picker.locator('fieldset:not([hidden])').count()).toBe(0);
  });

  it.each([390, 1440])('finds no axe violation at %i px in it, en and de', async (width) => {
    for (const lang of ['it', 'en', 'de'] as const) {
      const page = await suite.open(quotePath(lang), {
        width,
      });
      await page.locator('[data-product-picker] summary').click();
      expect(await violations(page), lang).toEqual([]);
    }
  });
});
