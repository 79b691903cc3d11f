import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The heap limit of `npm start` (scripts/start.mjs), which the other ways to start must share. */
const limit = /const HEAP_LIMIT_MB = (\d+);/.exec(readFileSync('scripts/start.mjs', 'utf8'))?.[1];

describe('the memory budget', () => {
  it('holds the heap to one limit however the site is started', () => {
    expect(limit).toBeDefined();
    const flags = `--max-old-space-size=${limit} --max-semi-space-size=16`;
    expect(readFileSync('scripts/start.mjs', 'utf8')).toContain(`'--max-semi-space-size=16'`);
    const malloc = 'MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536';
    expect(readFileSync('scripts/start.mjs', 'utf8')).toContain(
      `MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536'`,
    );
    expect(readFileSync('deploy/Dockerfile', 'utf8')).toContain(
      `ENV NODE_OPTIONS="${flags}" ${malloc}`,
    );
    expect(readFileSync('deploy/systemd/fortarc@.service', 'utf8')).toContain(
      `Environment="NODE_OPTIONS=${flags}" ${malloc}`,
    );
    expect(readFileSync('README.md', 'utf8')).toContain(flags);
  });

  it('runs on the Node.js that package.json, the image and CI name', () => {
    const engines = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;
    expect(engines).toBe('>=24.12.0');
    expect(readFileSync('deploy/Dockerfile', 'utf8')).toMatch(/^ARG NODE_VERSION=24$/m);
    expect(readFileSync('scripts/ensure-node.sh', 'utf8')).toMatch(/MIN_MAJOR=24\nMIN_MINOR=12/);
    expect(readFileSync('.ci/run', 'utf8')).toContain('bash scripts/ensure-node.sh');
    expect(readFileSync('README.md', 'utf8')).toContain('Node.js 24.12 or newer');
  });
});
