#!/usr/bin/env node
// Serves the production build, building first when there is none: `npm run build` makes both the
// site (.next) and its server (server/, compiled to .next/production-server), which then runs in
// this same process, so signals reach it directly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER = '.next/production-server/server/main.js';
process.env.NEXT_TELEMETRY_DISABLED = '1';

if (!existsSync('.next/BUILD_ID') || !existsSync(SERVER)) {
  console.log('No production build found: building first (npm run build).');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(path.resolve(SERVER)).href);
