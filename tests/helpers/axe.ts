import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/**
 * Evaluated through the DevTools protocol rather than added as a <script>: the site's
 * Content-Security-Policy refuses inline scripts it did not write, rightly, axe's included.
 */
const axeSource = readFileSync(axePath, 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe's tags). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** WCAG plus axe's best practices (`landmark-unique`, `region`, `heading-order`, ...). */
export const WITH_BEST_PRACTICES = [...WCAG_TAGS, 'best-practice'];

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * axe's violations on the page once it is at rest, one line each; WCAG A and AA unless told. At
 * rest: no transition or finite animation running. A colour caught mid-transition is not what a
 * visitor reads, and one was caught: the footer's links fade to their colour as the stylesheet
 * arrives, and axe, run right at `load`, measured them halfway, dark on dark.
 */
export async function violations(page: Page, tags: string[] = WCAG_TAGS): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  await page.evaluate(axeSource);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  }, tags);
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
