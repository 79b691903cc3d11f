import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations, WITH_BEST_PRACTICES } from '../helpers/axe';
import { browserSuite } from '../helpers/browser-suite';

/**
 * The contact page's layout (issue 62): the form's two columns line up, the card for writing or
 * calling stands beside the form (under it on a phone), and the headquarters text starts at the
 * same edge as the blocks around it; at a phone's and a desktop's width, in three languages.
 */
const PAGES = [
  { lang: 'it', path: '/contatti', direct: 'Preferisci scrivere o chiamare?' },
  { lang: 'en', path: '/en/contacts', direct: 'Prefer to write or call?' },
  { lang: 'de', path: '/de/kontakt', direct: 'Lieber schreiben oder anrufen?' },
] as const;

const suite = browserSuite();

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not drawn`);
  return found;
};

describe.each(PAGES)('the contact page in $lang', ({ path, direct }) => {
  it.each([390, 1440])(
    'at %i px: aligned fields, the card by the form, one left edge',
    async (width) => {
      const page = await suite.open(path, { width });
      const form = 'form.lead-form';
      const name = await box(page, `${form} [name=name]`);
      const email = await box(page, `${form} [name=email]`);
      const phone = await box(page, `${form} [name=phone]`);
      if (width >= 768) {
        // side by side, and level, though only the e-mail field has a hint
        expect(email.x).toBeGreaterThan(name.x + name.width);
        expect(Math.abs(email.y - name.y)).toBeLessThanOrEqual(1);
        expect(phone.y).toBeGreaterThan(name.y + name.height);
      } else {
        expect(email.y).toBeGreaterThan(name.y + name.height);
      }
      const card = page.getByRole('complementary', { name: direct });
      const cardBox = (await card.boundingBox())!;
      const formBox = await box(page, form);
      if (width >= 1024) {
        expect(cardBox.x).toBeGreaterThan(formBox.x + formBox.width);
        expect(cardBox.y).toBeLessThan(formBox.y + formBox.height / 2);
      } else {
        expect(cardBox.y).toBeGreaterThan(formBox.y);
      }
      expect(await card.locator('a[href^="tel:"]').count()).toBe(1);
      expect(await card.locator('a[href^="mailto:"]').count()).toBe(1);
      // the headquarters text, a narrower section, starts where the form's section does
      const text = await box(page, 'main h2:text-matches("Sede|Headquarters|Hauptsitz")');
      const formHeading = await box(page, 'main .lead-form-block h2');
      expect(Math.abs(text.x - formHeading.x)).toBeLessThanOrEqual(1);
      expect(await violations(page, WITH_BEST_PRACTICES)).toEqual([]);
    },
  );
});
