import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, PLAYWRIGHT_DISABLED_FEATURES } from '../helpers/browser';

/** The features the installed Playwright turns off, read from its bundle. */
function playwrightDisabledFeatures(): string[] {
  const packageJson = createRequire(import.meta.url).resolve('playwright-core/package.json');
  const bundle = readFileSync(path.join(path.dirname(packageJson), 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1] ?? '';
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)"/gm)].map((match) => match[1]!);
}

describe("the test browser's flags", () => {
  it('turn off every feature Playwright does, as theirs is overridden by ours', () => {
    const theirs = playwrightDisabledFeatures();
    // a Playwright whose bundle no longer reads so: look up its list by hand, and this reader
    expect(theirs, "Playwright's disabledFeatures in playwright-core/lib/coreBundle.js").toContain(
      'PaintHolding',
    );
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(theirs);
  });

  it('name --disable-features once, with those features and the address bar popups', () => {
    const disabled = CHROMIUM_FLAGS.filter((flag) => flag.startsWith('--disable-features='));
    expect(disabled).toHaveLength(1);
    const features = disabled[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining(PLAYWRIGHT_DISABLED_FEATURES));
    expect(features).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
