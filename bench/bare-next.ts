import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nextPackage from 'next/package.json';
import reactPackage from 'react/package.json';
import { startProductionServer, type RunningServer } from '../tests/helpers/production-server';

/**
 * The reference of every speed figure: a bare Next.js page (one layout, an <h1> and a paragraph)
 * built with the project's own Next and React, served by `next start`. Built once per version of
 * the two, outside the project: Next 16 builds a folder inside the project with the project's
 * next.config, proxy and instrumentation (its `.next/server` gets middleware.js and
 * instrumentation.js), so a reference built in .artifacts/ runs this site's proxy on every request.
 * The project's node_modules are hard-linked into it (copied where links cannot cross devices).
 */
const BARE_DIR = path.join(
  tmpdir(),
  'fortarc-bare-next',
  `${nextPackage.version}-${reactPackage.version}`,
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
  const modules = path.resolve('node_modules');
  try {
    execFileSync('cp', ['-al', modules, path.join(dir, 'node_modules')]);
  } catch {
    await rm(path.join(dir, 'node_modules'), { recursive: true, force: true });
    execFileSync('cp', ['-a', modules, path.join(dir, 'node_modules')]);
  }
  execFileSync(path.join(dir, 'node_modules/.bin/next'), ['build', dir], {
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

/** Builds the bare page if needed and serves it on a free port. */
export async function startBareNext(): Promise<RunningServer> {
  await buildBareNext(BARE_DIR);
  return startProductionServer({}, 'ignore', () => {}, BARE_DIR);
}
