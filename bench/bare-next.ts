import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nextPackage from 'next/package.json';
import reactPackage from 'react/package.json';
import { startProductionServer, type RunningServer } from '../tests/helpers/production-server';

/**
 * The reference of every speed figure: a bare Next.js page (one layout, an <h1> and a paragraph)
 * built with the project's own Next and React, served by `next start`. Built once per version of
 * the two, in .artifacts/ (git ignores it).
 */
const BARE_DIR = path.resolve(
  `.artifacts/bare-next/${nextPackage.version}-${reactPackage.version}`,
);

async function buildBareNext(dir: string): Promise<void> {
  if (existsSync(path.join(dir, '.next/BUILD_ID'))) return;
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'app'), { recursive: true });
  await writeFile(
    path.join(dir, 'app/layout.jsx'),
    'export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  );
  await writeFile(
    path.join(dir, 'app/page.jsx'),
    'export default function Page() {\n  return <main><h1>Hello</h1><p>A bare Next.js page.</p></main>;\n}\n',
  );
  await writeFile(path.join(dir, 'package.json'), '{ "private": true }\n');
  execFileSync(path.resolve('node_modules/.bin/next'), ['build', dir], {
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

/** Builds the bare page if needed and serves it on a free port. */
export async function startBareNext(): Promise<RunningServer> {
  await buildBareNext(BARE_DIR);
  return startProductionServer({}, 'ignore', () => {}, BARE_DIR);
}
