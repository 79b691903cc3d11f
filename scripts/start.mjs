#!/usr/bin/env node
// Serves the production build on PORT (default 3000), building first when there is no build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const port = process.env.PORT || '3000';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const run = (args) =>
  spawnSync('npx', ['--no-install', 'next', ...args], { stdio: 'inherit', env });

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build found: building first (npm run build).');
  const build = run(['build']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = run(['start', '--port', port]);
process.exit(server.status ?? 1);
