import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../production-server';
import { startDisplay } from './display';

/** WebKitGTK's own browser, which WebKitWebDriver starts with `--automation`. */
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * GTK settings for MiniBrowser: no animations is how WebKitGTK reports prefers-reduced-motion,
 * and the shrunken toolbar lets its window be as narrow as a 360 px phone (else ~450 px at least).
 */
const settings = (reducedMotion: boolean) =>
  `[Settings]\ngtk-enable-animations=${reducedMotion ? 0 : 1}\n`;
const TOOLBAR_CSS =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\n';

export interface WebKitDriver {
  url: string;
  /** The last lines WebKitWebDriver, MiniBrowser and its web processes wrote: why a page crashed. */
  output: () => string;
  stop: () => void;
}

const KEPT_LINES = 40;

/** WebKitWebDriver on a free port, its browsers on their own virtual display (MiniBrowser has no headless mode). */
export async function startWebKitDriver(reducedMotion: boolean): Promise<WebKitDriver> {
  const display = await startDisplay();
  const config = mkdtempSync(path.join(tmpdir(), 'fortarc-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0/settings.ini'), settings(reducedMotion));
  writeFileSync(path.join(config, 'gtk-3.0/gtk.css'), TOOLBAR_CSS);
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display.name, XDG_CONFIG_HOME: config },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
  };
  driver.stdout.on('data', keep);
  driver.stderr.on('data', keep);
  const output = () => lines.join('\n');
  const stop = () => {
    driver.kill();
    display.stop();
    rmSync(config, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (driver.exitCode !== null) break;
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, output, stop };
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}
