import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violations } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { markDocument, sameDocument, waitForHydration } from '../helpers/document';
import { FINDER, JOBS, queryOf, type Job } from '../helpers/finder-jobs';
import { sharedPage } from '../helpers/shared-page';

const baseURL = inject('baseURL');

/** The island asks the server on each answer: on a busy machine, give it time. */
const POLL = { timeout: 15_000 };

/**
 * The job answered in each language: every question between them (the second job answers all,
 * the robot cell none about the process), while the machines each job gets are the rules' unit
 * tests' and the HTTP tier's to prove.
 */
const JOB_IN = { it: JOBS[1]!, en: JOBS[4]!, de: JOBS[0]! } as const;

/** Answers the form as a visitor does: clicks and typing. */
async function answer(page: Page, job: Job) {
  const form = page.locator('form[data-finder-form]');
  for (const question of ['processo', 'rete', 'uso', 'impiego'] as const) {
    const value = job[question];
    if (value) await form.locator(`input[name="${question}"][value="${value}"]`).check();
  }
  for (const material of job.materiale ?? []) {
    await form.locator(`input[name="materiale"][value="${material}"]`).check();
  }
  if (job.spessore) await form.locator('input[name="spessore"]').fill(job.spessore);
}

const shownFits = (page: Page) =>
  page
    .locator('[data-finder-fits] > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-slug')));

describe('product finder, in a browser', () => {
  let browser: Browser;
  const shared = sharedPage(() => browser);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await shared.close();
    await browser?.close();
  });

  /** The shared page at `url`, loaded: 900 px high, as `openPage` opened one. */
  async function open(
    url: string,
    {
      width = 1280,
      javaScriptEnabled = true,
    }: { width?: number; javaScriptEnabled?: boolean } = {},
  ): Promise<Page> {
    const page = await shared.open({ width, height: 900, javaScriptEnabled });
    await page.goto(baseURL + url, { waitUntil: 'load' });
    return page;
  }

  it.each(['it', 'en', 'de'] as const)(
    'in %s, with JavaScript, a job’s answer comes without a reload and the URL follows',
    async (lang) => {
      const job = JOB_IN[lang];
      const page = await open(FINDER[lang]);
      await waitForHydration(page);
      await markDocument(page);
      await answer(page, job);
      await expect.poll(() => new URL(page.url()).search, POLL).toBe(queryOf(job));
      await expect
        .poll(async () => (await shownFits(page)).slice(0, job.first.length), POLL)
        .toEqual(job.first);
      expect(await sameDocument(page), job.name).toBe(true);
      // a screen reader hears how many fit
      expect(await page.locator('[data-finder-status]').textContent()).toMatch(/\d/);
      // the language switcher follows the answers
      const other = lang === 'de' ? 'en' : 'de';
      expect(await page.locator(`a[hreflang="${other}"]`).first().getAttribute('href')).toBe(
        FINDER[other] + queryOf(job),
      );
    },
  );

  it.each(['it', 'en', 'de'] as const)(
    'in %s, without JavaScript, the form is a GET and a job’s answer a page',
    async (lang) => {
      const job = JOB_IN[lang];
      const page = await open(FINDER[lang], { javaScriptEnabled: false });
      await answer(page, job);
      await Promise.all([
        page.waitForURL((url) => url.pathname === FINDER[lang] && url.search !== ''),
        page.locator('form[data-finder-form] button[type="submit"]').click(),
      ]);
      expect((await shownFits(page)).slice(0, job.first.length), job.name).toEqual(job.first);
    },
  );

  it('works by keyboard alone, with the focus in sight', { timeout: 60_000 }, async () => {
    const page = await open(FINDER.en);
    await waitForHydration(page);
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return element ? `${element.name}:${element.value}` : '';
      });
    let presses = 0;
    while (!(await focused()).startsWith('processo:') && presses++ < 80) {
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toBe('processo:');
    const ring = await page.evaluate(
      () => getComputedStyle(document.activeElement!.closest('label')!).outlineStyle,
    );
    expect(ring).not.toBe('none');
    await page.keyboard.press('ArrowDown'); // mig-mag
    await page.keyboard.press('ArrowDown'); // tig
    await page.keyboard.press('Tab'); // the first material: aluminium
    expect(await focused()).toBe('materiale:alluminio');
    await page.keyboard.press('Space');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('spessore:');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab'); // mains: "Any"
    await page.keyboard.press('ArrowDown'); // 1x230
    await page.keyboard.press('Tab'); // use: "Any"
    await page.keyboard.press('ArrowDown'); // officina
    await page.keyboard.press('ArrowDown'); // cantiere
    await expect.poll(() => new URL(page.url()).search, POLL).toBe(queryOf(JOBS[0]!));
    await expect.poll(async () => (await shownFits(page))[0], POLL).toBe('cruiser-222-ac-dc');
    // the submit button is in reach too, and asks again for the same answer
    await page.keyboard.press('Tab'); // how often: "Any"
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).search, POLL).toBe(queryOf(JOBS[0]!));
    expect((await shownFits(page))[0]).toBe('cruiser-222-ac-dc');
  });

  it.each([
    { url: FINDER.it, width: 1280 },
    { url: FINDER.en + queryOf(JOBS[0]!), width: 1280 },
    { url: FINDER.de + queryOf(JOBS[2]!), width: 390 },
    {
      url: `${FINDER.en}?processo=tig&materiale=alluminio&spessore=10&rete=1x230&uso=laser`,
      width: 1280,
    },
  ])('finds no axe violation on $url at $width px', async ({ url, width }) => {
    const page = await open(url, { width });
    expect(await violations(page)).toEqual([]);
  });

  it.each([
    { name: 'the bare page', url: FINDER.it },
    { name: 'an answer', url: FINDER.de + queryOf(JOBS[0]!) },
    {
      name: 'a note on a 2,000-character value',
      url: `${FINDER.en}?materiale=${'x'.repeat(2000)}`,
    },
  ])('has no horizontal overflow at 360 px: $name', async ({ url }) => {
    const page = await open(url, { width: 360 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
