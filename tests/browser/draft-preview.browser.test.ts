import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signEditorLink } from '../../src/features/preview/editor-token';
import { violations } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { sharedPage } from '../helpers/shared-page';
import { PREVIEW_SECRET, PREVIEW_TOKEN, startCmsSite, type CmsSite } from '../helpers/cms-site';

/** Story 7, "Chi siamo": its English page, and the story as the editor opens it. */
const STORY_ID = 7;
const PAGE = '/en/who-we-are';
const EDITOR_PATH = '/chi-siamo?_storyblok=7&_storyblok_c=page&_storyblok_lang=en';

interface HeroBlok {
  component: string;
  headline: string;
  headline__i18n__en: string;
}

const heroOf = (content: { body: HeroBlok[] }) =>
  content.body.find((blok) => blok.component === 'hero') as HeroBlok;

/** A link as Storyblok's editor opens it: its parameters and a signature made `ageSeconds` ago. */
function editorLink(baseURL: string, { ageSeconds = 5, token = PREVIEW_TOKEN } = {}) {
  const signed = signEditorLink('1', token, Math.floor(Date.now() / 1000) - ageSeconds);
  return `${baseURL}${EDITOR_PATH}&${signed}`;
}

/** The page's heading without its spacing (a headline may break into lines at any space). */
async function heading(page: Page) {
  return squeeze((await page.locator('h1').first().textContent()) ?? '');
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('draft preview from the visual editor, on the Storyblok adapter', () => {
  let cms: CmsSite;
  let browser: Browser;
  const shared = sharedPage(() => browser);
  let published: string;
  let publishedHeadline: string;
  let draft: string;

  beforeAll(async () => {
    [cms, browser] = await Promise.all([startCmsSite(), launchBrowser()]);
    const { story } = await (await cms.manage('GET', `/stories/${STORY_ID}`)).json();
    const hero = heroOf(story.content);
    publishedHeadline = hero.headline__i18n__en;
    published = squeeze(publishedHeadline);
    draft = `Draft-headline-${Date.now()}`;
    hero.headline__i18n__en = draft;
    // Saved in the CMS, not published: a draft. No webhook is sent for it.
    const saved = await cms.manage('PUT', `/stories/${STORY_ID}`, { story });
    expect(saved.status).toBe(200);
  }, 90_000);
  afterAll(async () => {
    await shared.close();
    await browser?.close();
    await cms?.stop();
  });

  async function open(url: string): Promise<{ context: BrowserContext; page: Page }> {
    const page = await shared.open();
    await page.goto(url);
    return { context: page.context(), page };
  }

  it('shows the draft with the editable attributes and the badge to a valid editor link', async () => {
    const { page } = await open(editorLink(cms.server.baseURL));
    const url = new URL(page.url());
    expect(url.pathname).toBe(PAGE);
    expect(url.searchParams.has('_storyblok_tk[token]')).toBe(false);
    expect(await heading(page)).toBe(draft);
    const marked = page.locator('[data-blok-c][data-blok-uid]');
    expect(await marked.count()).toBeGreaterThan(3);
    const first = JSON.parse((await marked.first().getAttribute('data-blok-c')) ?? '{}');
    expect(first).toMatchObject({ name: 'page', id: String(STORY_ID) });
    const badge = page.locator('[data-preview-badge]');
    expect(await badge.isVisible()).toBe(true);
    expect(await badge.textContent()).toContain('Preview');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await violations(page)).toEqual([]);
    const answer = await page.reload();
    expect(answer?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
    expect(answer?.headers()['x-robots-tag']).toContain('noindex');
  });

  it('shows the published page to a forged, expired, foreign or missing signature', async () => {
    const links = [
      editorLink(cms.server.baseURL, { token: 'a-guessed-preview-token' }),
      editorLink(cms.server.baseURL, { ageSeconds: 3700 }),
      editorLink(cms.server.baseURL).replace(/_storyblok_tk%5Btoken%5D=[0-9a-f]+/, () => {
        return `_storyblok_tk%5Btoken%5D=${'0'.repeat(40)}`;
      }),
      `${cms.server.baseURL}${PAGE}?_storyblok=7&_storyblok_c=page&_storyblok_lang=en`,
    ];
    for (const link of links) {
      const { context, page } = await open(link);
      expect(await heading(page), link).toBe(published);
      expect(await page.locator('[data-blok-c]').count()).toBe(0);
      expect(await page.locator('[data-preview-badge]').count()).toBe(0);
      const cookies = await context.cookies();
      expect(cookies.some((cookie) => cookie.name === '__prerender_bypass' && cookie.value)).toBe(
        false,
      );
    }
  });

  it("changes the preview in place on the bridge's input event, and a save reloads it", async () => {
    const { page } = await open(editorLink(cms.server.baseURL));
    await page.waitForFunction(() => typeof window.StoryblokBridge === 'function');
    // The story as the editor holds it: the draft, in the language it edits.
    const answer = await fetch(
      `${cms.contentOrigin}/v2/cdn/stories/en/who-we-are?language=en&version=draft&token=${PREVIEW_TOKEN}`,
    );
    const { story } = await answer.json();
    const typed = `Typed-live-${Date.now()}`;
    heroOf(story.content).headline = typed;
    await page.evaluate(() => {
      (window as { stillTheSamePage?: boolean }).stillTheSamePage = true;
    });
    await page.evaluate(
      (edited) => window.postMessage({ action: 'input', story: edited }, '*'),
      story,
    );
    await page.waitForFunction(
      (text) => document.querySelector('h1')?.textContent?.includes(text),
      typed,
      {
        timeout: 10_000,
      },
    );
    expect(
      await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).toBe(true);
    // Another visitor, or the published site, never sees what the editor typed.
    const live = await (await fetch(`${cms.server.baseURL}${PAGE}`)).text();
    expect(live).not.toContain(typed);
    expect(live).not.toContain(draft);
    // A save: the unsaved edit is dropped and the page shows the saved draft again.
    await Promise.all([
      page.waitForEvent('load'),
      page.evaluate((id) => window.postMessage({ action: 'change', storyId: id }, '*'), STORY_ID),
    ]);
    expect(await heading(page)).toBe(draft);
  });

  it('restores the published page when the editor leaves preview', async () => {
    const { page } = await open(editorLink(cms.server.baseURL));
    expect(await heading(page)).toBe(draft);
    await Promise.all([
      page.waitForURL(`**${PAGE}**`),
      page.locator('[data-preview-badge] a').click(),
    ]);
    await page.waitForLoadState('load');
    expect(await heading(page)).toBe(published);
    expect(await page.locator('[data-preview-badge]').count()).toBe(0);
    expect(await page.locator('[data-blok-c]').count()).toBe(0);
  });

  it('reads drafts with the preview token only, and never serves them from a cache', async () => {
    const drafts = cms.content.requests.filter((request) => request.url.includes('version=draft'));
    expect(drafts.length).toBeGreaterThan(0);
    for (const request of drafts) expect(request.url).toContain(`token=${PREVIEW_TOKEN}`);
    for (let round = 0; round < 2; round++) {
      const answer = await fetch(`${cms.server.baseURL}${PAGE}`);
      const html = await answer.text();
      expect(html).toContain(publishedHeadline);
      expect(html).not.toContain(draft);
      expect(html).not.toContain('data-blok-c');
    }
  });
});

describe('preview on a site without a preview secret', () => {
  it('is off: the secret door answers 404 and says what to set, and no page is marked', async () => {
    const baseURL = inject('baseURL');
    const answer = await fetch(`${baseURL}/api/draft?secret=anything-at-all&slug=/en`, {
      redirect: 'manual',
    });
    expect(answer.status).toBe(404);
    expect((await answer.json()).error).toContain('PREVIEW_SECRET');
    expect(answer.headers.get('set-cookie')).toBeNull();
    for (const page of ['/', '/en/products', '/de/produkte/pioneer-pulse-403']) {
      expect(await (await fetch(baseURL + page)).text()).not.toContain('data-blok');
    }
  });
});

describe('preview by shared secret', () => {
  let cms: CmsSite;
  beforeAll(async () => {
    cms = await startCmsSite();
  }, 90_000);
  afterAll(() => cms?.stop());

  const enter = (query: string) =>
    fetch(`${cms.server.baseURL}/api/draft?${query}`, { redirect: 'manual' });

  it('enters with the secret and a site path, and refuses anything else with a reason', async () => {
    const entered = await enter(`secret=${PREVIEW_SECRET}&slug=/en/who-we-are`);
    expect(entered.status).toBe(307);
    expect(entered.headers.get('location')).toBe('/en/who-we-are');
    expect(entered.headers.get('set-cookie')).toMatch(/__prerender_bypass=[0-9a-f]+;.*HttpOnly/i);
    // the default-language slug in another locale leads to that locale's page
    expect(
      (await enter(`secret=${PREVIEW_SECRET}&slug=chi-siamo&_storyblok_lang=en`)).headers.get(
        'location',
      ),
    ).toBe('/en/who-we-are?_storyblok_lang=en');
    const wrong = await enter('secret=not-the-secret&slug=/en/who-we-are');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect((await wrong.json()).error).toContain('secret');
    const elsewhere = await enter(`secret=${PREVIEW_SECRET}&slug=//evil.example/x`);
    expect(elsewhere.status).toBe(400);
    expect((await enter('slug=/en')).status).toBe(400);
  });

  it('leaves preview at the exit, back to the page asked for', async () => {
    const exit = await fetch(`${cms.server.baseURL}/api/draft/exit?slug=/de/wer-wir-sind`, {
      redirect: 'manual',
    });
    expect(exit.status).toBe(307);
    expect(exit.headers.get('location')).toBe('/de/wer-wir-sind');
    expect(exit.headers.get('set-cookie')).toMatch(
      /__prerender_bypass=;.*Expires=Thu, 01 Jan 1970/,
    );
  });

  it('takes live edits from a page in preview only', async () => {
    const refused = await fetch(`${cms.server.baseURL}/api/draft/story`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ story: {}, locale: 'en' }),
    });
    expect(refused.status).toBe(403);
  });
});
