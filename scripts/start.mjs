#!/usr/bin/env node
// Serves the production build, building first when there is none: `npm run build` makes both the
// site (.next) and its server (server/, compiled to .next/production-server), which then runs in
// this same process, so signals reach it directly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The memory budget (README, "Memory"): V8's old space held to HEAP_LIMIT_MB and its young
// generation to 2 x 16 MB, unless the operator names a heap limit (`node --max-old-space-size=N`
// or NODE_OPTIONS). Without them V8 lets a busy instance grow past 1 GB before it collects, and
// Node 24's young generation alone takes 128 MB. The same flags are in deploy/Dockerfile and
// deploy/systemd/fortarc@.service; tests/unit/memory-budget.test.ts checks that they agree.
const HEAP_LIMIT_MB = 256;
const HEAP_OPTIONS = [`--max-old-space-size=${HEAP_LIMIT_MB}`, '--max-semi-space-size=16'];

const named = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some(
  (option) =>
    option.startsWith('--max-old-space-size') || option.startsWith('--max_old_space_size'),
);
if (!named && typeof process.execve === 'function') {
  // The same process goes on with the limit (same pid: signals and supervisors see no change);
  // where execve does not exist (Windows), it goes on without.
  const script = fileURLToPath(import.meta.url);
  const args = [
    process.execPath,
    ...HEAP_OPTIONS,
    ...process.execArgv,
    script,
    ...process.argv.slice(2),
  ];
  // glibc gives each of libvips' threads (the image optimizer's sharp) an arena of its own, and
  // they fragment: resident memory climbed by 150 MB a minute under image requests. And glibc
  // raises its mmap threshold to the largest block freed (up to 32 MB), after which every
  // buffer of a render or a compression (zlib's are 64 kB) comes from the heap between the
  // response cache's small bodies, and the heap never shrinks: a fixed threshold keeps them
  // apart (issue 59: 6,000 one-off URLs left 414 MB resident after 30 s idle, 322 MB with it).
  const env = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536', ...process.env };
  process.execve(process.execPath, args, env);
}

const SERVER = '.next/production-server/server/main.js';
process.env.NEXT_TELEMETRY_DISABLED = '1';

if (!existsSync('.next/BUILD_ID') || !existsSync(SERVER)) {
  console.log('No production build found: building first (npm run build).');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(path.resolve(SERVER)).href);
