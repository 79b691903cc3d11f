import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { canonicalPaths, LANGS } from '../helpers/canonical-pages';
import { hydrated } from '../helpers/document';
import { sharedPage, type PageOptions } from '../helpers/shared-page';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import es from '@/i18n/messages/es.json';
import fr from '@/i18n/messages/fr.json';
import it_ from '@/i18n/messages/it.json';

type Lang = (typeof LANGS)[number];

const baseURL = inject('baseURL');
const require = createRequire(import.meta.url);
const messages = { it: it_, en, es, fr, de };
const SHOTS = '.artifacts/screenshots';

function pathOf(page: string, lang: Lang): string {
  const entry = canonicalPaths.find((p) => p.page === page && p.lang === lang);
  if (!entry) throw new Error(`no ${page} page in ${lang}`);
  return entry.path;
}

type Blok = Record<string, unknown> & { component?: string };

/** The first block of a component in a story's content, found anywhere in its tree. */
function blockOf(story: string, component: string): Blok {
  const content = JSON.parse(readFileSync(`content/stories/${story}.json`, 'utf8')).content;
  const queue: unknown[] = [content];
  while (queue.length) {
    const node = queue.shift();
    if (Array.isArray(node)) queue.push(...node);
    else if (node && typeof node === 'object') {
      if ((node as Blok).component === component) return node as Blok;
      queue.push(...Object.values(node));
    }
  }
  throw new Error(`no ${component} in ${story}`);
}

/** A translatable field in a language, falling back to Italian as the content API does. */
function field(blok: Blok, name: string, lang: Lang): string {
  const translated = lang === 'it' ? undefined : blok[`${name}__i18n__${lang}`];
  return String(translated || blok[name]);
}

/** What `t(key, values)` gives for a simple message of the Media namespace. */
function message(lang: Lang, path: string, values: Record<string, string | number> = {}): string {
  const text = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages[lang].Media);
  return String(text).replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
}

describe('media blocks in Chromium', () => {
  let browser: Browser;
  const shared = sharedPage(() => browser);
  /** Every request that tried to leave the test server, aborted. */
  const thirdParty: string[] = [];
  const pageErrors: string[] = [];

  /**
   * The shared page (1280 × 900 unless told), its requests never leaving the machine: other hosts
   * are aborted. The route is the page's until the next `shared.open`, which removes it.
   */
  async function routedPage(options: PageOptions = {}): Promise<Page> {
    const page = await shared.open({ height: 900, ...options });
    const own = new URL(baseURL).host;
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.host === own) return route.continue();
      thirdParty.push(url.href);
      return route.abort();
    });
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await shared.close();
    await browser?.close();
  });

  async function open(path: string): Promise<Page> {
    thirdParty.length = 0;
    const page = await routedPage();
    page.on('pageerror', (error) => pageErrors.push(`${path}: ${error.message}`));
    page.on('console', (entry) => {
      if (entry.type() === 'error' && /hydrat/i.test(entry.text())) {
        pageErrors.push(`${path}: ${entry.text()}`);
      }
    });
    const response = await page.goto(baseURL + path, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    return page;
  }

  describe.each(LANGS)('in %s', (lang) => {
    it('opens and closes an accordion answer (services)', async () => {
      const accordion = blockOf('servizi', 'accordion');
      const first = (accordion.items as Blok[])[0] as Blok;
      const page = await open(pathOf('Services', lang));
      const button = page.getByRole('button', { name: field(first, 'title', lang), exact: true });
      await hydrated(button);
      const panelId = await button.getAttribute('aria-controls');
      const panel = page.locator(`[id="${panelId}"]`);
      expect(await button.evaluate((el) => el.parentElement?.tagName)).toBe('H3');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await panel.isVisible()).toBe(false);

      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await panel.isVisible()).toBe(true);
      expect(await panel.getAttribute('role')).toBe('region');
      expect((await panel.innerText()).length).toBeGreaterThan(20);

      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await panel.isVisible()).toBe(false);
    });

    it('moves the product-line carousel by button and by arrow key (home)', async () => {
      const slides = blockOf('home', 'slider').slides as Blok[];
      const title = (i: number) => field(slides[i] as Blok, 'title', lang);
      const total = slides.length;
      const page = await open(pathOf('Home', lang));
      const carousel = page.locator(`[aria-roledescription="${message(lang, 'Slider.carousel')}"]`);
      const live = carousel.locator('[aria-live="polite"]');
      const row = carousel.locator('[tabindex="0"]');
      const slideLeft = (i: number) =>
        carousel
          .locator(`[aria-roledescription="${message(lang, 'Slider.slide')}"]`)
          .nth(i)
          .evaluate((el) => Math.round(el.getBoundingClientRect().left));
      const rowLeft = () => row.evaluate((el) => Math.round(el.getBoundingClientRect().left));

      expect(await carousel.getAttribute('role')).toBe('region');
      expect(
        await carousel
          .getByRole('group', { name: message(lang, 'Slider.slideOf', { index: 2, total }) })
          .count(),
      ).toBe(1);
      const previous = carousel.getByRole('button', { name: message(lang, 'Slider.previous') });
      const next = carousel.getByRole('button', { name: message(lang, 'Slider.next') });
      await hydrated(next);
      expect(await previous.getAttribute('aria-disabled')).toBe('true');

      await next.click();
      await expect
        .poll(() => live.innerText())
        .toBe(message(lang, 'Slider.position', { index: 2, total, title: title(1) }));
      expect(Math.abs((await slideLeft(1)) - (await rowLeft()))).toBeLessThanOrEqual(2);
      expect(await previous.getAttribute('aria-disabled')).toBe('false');

      await row.focus();
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => live.innerText())
        .toBe(message(lang, 'Slider.position', { index: 3, total, title: title(2) }));
      expect(Math.abs((await slideLeft(2)) - (await rowLeft()))).toBeLessThanOrEqual(2);

      await page.keyboard.press('ArrowLeft');
      await expect
        .poll(() => live.innerText())
        .toBe(message(lang, 'Slider.position', { index: 2, total, title: title(1) }));
    });

    it('reaches every hotspot by Tab in reading order and shows its text (home)', async () => {
      const block = blockOf('home', 'hotspot-image');
      const hotspots = block.hotspots as Blok[];
      const page = await open(pathOf('Home', lang));
      const region = page.getByRole('region', { name: field(block, 'headline', lang) });
      const points = region.locator('button');
      await hydrated(points.first());
      expect(await points.count()).toBe(hotspots.length);

      // Tab from the top of the page until the first point has the focus.
      let steps = 0;
      while (!(await points.first().evaluate((el) => el === document.activeElement))) {
        await page.keyboard.press('Tab');
        if (++steps > 80) throw new Error('the first hotspot was not reached by Tab');
      }
      const seen: string[] = [];
      for (let i = 0; i < hotspots.length; i++) {
        const point = points.nth(i);
        expect(await point.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await point.getAttribute('aria-expanded')).toBe('true');
        const label = (await point.locator('.sr-only').innerText()).trim();
        const spot = hotspots.find((h) => field(h, 'label', lang) === label);
        expect(spot, `a hotspot labelled ${label}`).toBeDefined();
        const popover = page.locator(`[id="${await point.getAttribute('aria-controls')}"]`);
        expect(await popover.isVisible()).toBe(true);
        expect(await popover.innerText()).toContain(field(spot as Blok, 'text', lang));
        seen.push(label);
        if (i < hotspots.length - 1) await page.keyboard.press('Tab');
      }
      expect(new Set(seen).size).toBe(hotspots.length);
      const numbers = await points.evaluateAll((els) => els.map((el) => el.textContent?.trim()));
      expect(numbers.map((n) => Number.parseInt(n ?? '', 10))).toEqual(
        hotspots.map((_, i) => i + 1),
      );

      const last = points.nth(hotspots.length - 1);
      await page.keyboard.press('Escape');
      expect(await last.getAttribute('aria-expanded')).toBe('false');
      expect(
        await page.locator(`[id="${await last.getAttribute('aria-controls')}"]`).isVisible(),
      ).toBe(false);
      expect(await last.evaluate((el) => el === document.activeElement)).toBe(true);

      await points.first().click();
      expect(await points.first().getAttribute('aria-expanded')).toBe('true');
    });

    it('loads the video player only after the click on play (about us)', async () => {
      const video = blockOf('chi-siamo', 'video');
      const title = field(video, 'title', lang);
      const page = await open(pathOf('About', lang));
      expect(await page.locator('iframe').count()).toBe(0);
      expect(thirdParty).toEqual([]);

      const play = page.getByRole('button', { name: message(lang, 'Video.play', { title }) });
      await hydrated(play);
      await play.click();
      const frame = page.locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toBe(
        `https://www.youtube-nocookie.com/embed/${String(video.video_id)}?autoplay=1&rel=0`,
      );
      expect(await frame.getAttribute('title')).toBe(title);
      expect(await frame.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect
        .poll(() => thirdParty.some((url) => url.includes('youtube-nocookie.com')))
        .toBe(true);
    });

    it('shows the addresses at once and the map frame only after its click (contacts)', async () => {
      const map = blockOf('contatti', 'map');
      const locations = map.locations as Blok[];
      const settings = JSON.parse(readFileSync('content/stories/global.json', 'utf8')).content;
      const page = await open(pathOf('Contacts', lang));

      const places = page.getByRole('region', { name: field(map, 'headline', lang) });
      for (const location of locations) {
        const address = places.locator('address', { hasText: field(location, 'address', lang) });
        expect(await address.isVisible()).toBe(true);
      }
      expect(await places.locator('a[href^="https://www.openstreetmap.org/?mlat="]').count()).toBe(
        locations.length,
      );
      expect(await page.locator('iframe').count()).toBe(0);
      expect(await page.locator(`a[href="mailto:${settings.email}"]`).first().isVisible()).toBe(
        true,
      );
      expect(await page.locator('a[href^="tel:"]').first().isVisible()).toBe(true);
      expect(await page.getByText(message(lang, 'Map.note')).isVisible()).toBe(true);
      expect(thirdParty).toEqual([]);

      const showMap = page.getByRole('button', { name: message(lang, 'Map.show') });
      await hydrated(showMap);
      await showMap.click();
      const mapFrame = page.locator('iframe[src*="openstreetmap.org"]');
      await mapFrame.waitFor();
      const first = locations[0] as Blok;
      const mapSrc = (await mapFrame.getAttribute('src')) ?? '';
      expect(mapSrc).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
      expect(mapSrc).toContain(`marker=${Number(first.latitude).toFixed(5)}%2C`);
      expect(await mapFrame.getAttribute('title')).toContain(field(first, 'name', lang));
      const second = locations[1] as Blok;
      await page.getByRole('button', { name: field(second, 'name', lang), exact: true }).click();
      await expect
        .poll(() => mapFrame.getAttribute('src'))
        .toContain(`marker=${Number(second.latitude).toFixed(5)}%2C`);
      expect(await page.locator('iframe').count()).toBe(1);
    });

    it('shows the form service’s frame only after its click (services)', async () => {
      const form = blockOf('servizi', 'contact-form-embed');
      const settings = JSON.parse(readFileSync('content/stories/global.json', 'utf8')).content;
      const page = await open(pathOf('Services', lang));
      expect(await page.locator('iframe').count()).toBe(0);
      expect(thirdParty).toEqual([]);
      // a part of the page React has not hydrated yet drops a click, as it did showMap's
      const loadForm = page.getByRole('button', { name: message(lang, 'ContactForm.load') });
      await hydrated(loadForm);
      await loadForm.click();
      const formFrame = page.locator(`iframe[src="${String(form.form_url)}"]`);
      await formFrame.waitFor();
      expect(await formFrame.getAttribute('title')).toBe(field(form, 'headline', lang));
      expect(await page.locator(`a[href="mailto:${settings.email}"]`).first().isVisible()).toBe(
        true,
      );
      await expect
        .poll(() => thirdParty.some((url) => url.includes('forms.example.com')))
        .toBe(true);
    });
  });

  it('reveals the hero title piece by piece, and not at all with reduced motion', async () => {
    // the motion a visitor who has not asked for less gets (the shared page reduces it)
    const moving = await routedPage({ height: 720 });
    await moving.emulateMedia({ reducedMotion: 'no-preference' });
    await moving.goto(`${baseURL}/en`);
    const h1 = moving.locator('h1');
    const title = 'Stable arcs. Perfect joints. Since 1978.';
    expect(await moving.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
    expect(await h1.innerText()).toBe(title);
    const animations = await h1
      .locator('[aria-hidden="true"] span')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(animations).toHaveLength(6);
    expect(animations.every((name) => name !== 'none')).toBe(true);

    const still = await routedPage();
    await still.goto(`${baseURL}/en`);
    const names = await still
      .locator('h1 [aria-hidden="true"] span')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(names.every((name) => name === 'none')).toBe(true);
  });

  it('moves the carousel at the first arrow key after its row was measured empty', async () => {
    // A row measured while its block was not laid out (here display: none) looks empty, so at its
    // end; an arrow key pressed once the block is laid out again must still move it.
    const page = await open(pathOf('Home', 'en'));
    const carousel = page.locator('[aria-roledescription="carousel"]');
    // by its label, not its role: a button in a block not displayed has no role to find it by
    const next = carousel.locator(`button[aria-label="${message('en', 'Slider.next')}"]`);
    await hydrated(next);
    await carousel.evaluate((element) => {
      element.closest<HTMLElement>('#main > *')?.style.setProperty('display', 'none');
    });
    await expect.poll(() => next.getAttribute('aria-disabled')).toBe('true');
    await carousel.evaluate((element) => {
      element.closest<HTMLElement>('#main > *')?.style.removeProperty('display');
      const row = element.querySelector<HTMLElement>('[tabindex="0"]');
      row?.focus();
      row?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    await expect
      .poll(() => carousel.locator('[aria-live="polite"]').innerText())
      .toMatch(/^Slide 2 of \d+/);
  });

  it('lists the hotspots under the image on a phone only', async () => {
    const phone = await routedPage({ width: 390, height: 844 });
    await phone.emulateMedia({ reducedMotion: 'no-preference' });
    await phone.goto(`${baseURL}/de`);
    const list = phone.getByRole('list', { name: message('de', 'Hotspots.list') });
    expect(await list.isVisible()).toBe(true);
    expect(await list.locator('li').count()).toBe(
      (blockOf('home', 'hotspot-image').hotspots as Blok[]).length,
    );
    await phone.setViewportSize({ width: 1280, height: 900 });
    expect(await list.isVisible()).toBe(false);
  });

  it('works without JavaScript: answers open, every slide scrolls into reach, the title shows', async () => {
    const page = await routedPage({ height: 720, javaScriptEnabled: false });
    await page.goto(`${baseURL}${pathOf('Services', 'en')}`);
    const first = page.locator('main details').first();
    expect(await first.evaluate((el: HTMLDetailsElement) => el.open)).toBe(false);
    await first.locator('summary').click();
    expect(await first.evaluate((el: HTMLDetailsElement) => el.open)).toBe(true);
    expect(await first.locator('p').first().isVisible()).toBe(true);

    await page.goto(`${baseURL}${pathOf('Home', 'en')}`);
    expect(await page.locator('h1').innerText()).toContain('Stable arcs.');
    const row = page.locator('[aria-roledescription="carousel"] [tabindex="0"]');
    const slides = blockOf('home', 'slider').slides as Blok[];
    expect(await row.locator('[aria-roledescription="slide"]').count()).toBe(slides.length);
    const scrolled = await row.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft > 0;
    });
    expect(scrolled).toBe(true);
  });

  it('passes axe (WCAG 2.2 A and AA) on the demo pages, with answers and hotspots open', async () => {
    const axe = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    const page = await routedPage();
    for (const [name, lang] of [
      ['Home', 'it'],
      ['About', 'de'],
      ['Automation', 'fr'],
      ['Services', 'es'],
      ['Contacts', 'de'],
    ] as const) {
      await page.goto(baseURL + pathOf(name, lang), { waitUntil: 'load' });
      const point = page.locator('section[aria-labelledby^="hotspots"] button').first();
      if (await point.count()) {
        await hydrated(point);
        await point.click();
      }
      const answer = page.locator('h3 > button[aria-expanded]').first();
      if (await answer.count()) await answer.click();
      // through the DevTools protocol: the page's CSP rightly refuses an inline script it did not write
      await page.evaluate(axe);
      const violations = await page.evaluate(async () => {
        const result = await (
          window as unknown as {
            axe: {
              run: (
                context: Document,
                options: object,
              ) => Promise<{
                violations: Array<{ id: string; nodes: Array<{ target: string[] }> }>;
              }>;
            };
          }
        ).axe.run(document, {
          runOnly: {
            type: 'tag',
            values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
          },
        });
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
      });
      expect(violations, `${name} (${lang})`).toEqual([]);
    }
  }, 60_000);

  it('saves screenshots of the home and contacts pages at 390 and 1440 px', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [390, 1440]) {
      const shot = await routedPage({ width, height: 900 });
      for (const [name, path] of [
        ['home', '/'],
        ['contacts', '/contatti'],
      ] as const) {
        await shot.goto(baseURL + path, { waitUntil: 'load' });
        await shot.evaluate(async () => {
          // two frames at each stop: the first's rendering update checks what has come into view
          // (lazy loading's observer among others), and the observers' answers run before the next
          const rendered = () => new Promise((resolve) => requestAnimationFrame(resolve));
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await rendered();
            await rendered();
          }
          window.scrollTo(0, 0);
        });
        // Lazy slides to the right of the row load only when scrolled to, and those of a closed menu
        // when it opens; every other image is in.
        await shot.waitForFunction(() =>
          Array.from(document.images).every(
            (img) =>
              img.complete ||
              img.getClientRects().length === 0 ||
              img.getBoundingClientRect().left >= window.innerWidth,
          ),
        );
        await shot.screenshot({ path: `${SHOTS}/media-${name}-${width}.png`, fullPage: true });
      }
    }
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
