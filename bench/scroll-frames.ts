import { launchBrowser } from '../tests/helpers/browser';
import { waitForHydration } from '../tests/helpers/document';
import { startProductionServer } from '../tests/helpers/production-server';
import { runIfMain } from './run-if-main';

/**
 * Scrolling with motion on (issue 16): a desktop viewport wheels down a long page (home, the product
 * list) once the motion runtime has started, and prints the frame intervals while it scrolls and
 * every long task (over 50 ms) that happened meanwhile. The budget is 60 fps: no long task while
 * scrolling. Headless Chromium on a shared machine draws without a GPU, so the frame intervals are a
 * floor of what a visitor sees; the long tasks are the page's own.
 */
const PAGES = ['/en', '/prodotti'];
const STEPS = 30;

interface Scrolled {
  frames: number[];
  longTasks: number[];
  distance: number;
}

async function scroll(url: string): Promise<Scrolled> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'no-preference',
    });
    await page.goto(url, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.mouse.move(700, 440);
    await page.mouse.move(720, 450);
    await page.waitForFunction(() => document.documentElement.classList.contains('lenis'));
    // A string, not a function: tsx would wrap the function's inner functions in a helper the page
    // does not have.
    await page.evaluate(`(() => {
      const record = { frames: [], longTasks: [], on: true };
      window.scrolled = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) record.longTasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask' });
      let last = performance.now();
      const frame = (now) => {
        record.frames.push(now - last);
        last = now;
        if (record.on) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    })()`);
    await page.mouse.move(720, 450);
    for (let step = 0; step < STEPS; step++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(120);
    }
    await page.waitForTimeout(800);
    const result = await page.evaluate(() => {
      const record = (
        window as Window & { scrolled?: { frames: number[]; longTasks: number[]; on: boolean } }
      ).scrolled!;
      record.on = false;
      return { frames: record.frames.slice(1), longTasks: record.longTasks, distance: scrollY };
    });
    return result;
  } finally {
    await browser.close();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export async function benchScrollFrames(): Promise<void> {
  console.log('scrolling with motion on, 1440 × 900, wheel');
  const site = await startProductionServer({}, 'ignore');
  try {
    for (const pagePath of PAGES) {
      const { frames, longTasks, distance } = await scroll(site.baseURL + pagePath);
      const slow = frames.filter((ms) => ms > 1000 / 50).length;
      console.log(
        `  ${pagePath}: scrolled ${distance} px; frame interval p50 ${percentile(frames, 50).toFixed(1)} ms, p95 ${percentile(frames, 95).toFixed(1)} ms, ${slow}/${frames.length} frames over 20 ms; long tasks: ${longTasks.length ? longTasks.join(', ') + ' ms' : 'none'} (target: none)`,
      );
    }
  } finally {
    site.stop();
  }
}

runIfMain(import.meta.url, benchScrollFrames);
