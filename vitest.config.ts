import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          // a worker thread per file, not a process each: the tier took 66 s instead of 98 s
          pool: 'threads',
          // next-intl's ESM imports `next/server` without its extension, which Node's resolver
          // refuses; Vite's resolves it (the proxy's in-process tests load next-intl's middleware)
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.contract.test.ts'],
          environment: 'node',
          // the storyblok adapter is rate limited to 5 requests per second, and the policy tests
          // time requests at the server: one file at a time, so no other file steals their CPU
          testTimeout: 30_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'http',
          // requests and answers only: one production server for the tier, files side by side
          // (most of their time is spent waiting for servers they start of their own)
          include: ['tests/http/**/*.http.test.ts'],
          globalSetup: ['tests/helpers/production-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.browser.test.ts'],
          globalSetup: ['tests/helpers/production-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // a poll waits for what the browser will do (a navigation, a render): one second, the
          // default, is not that on a loaded machine
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'deployment',
          // nginx, Redis, the container layout, the Debian recipe: each file starts what it needs;
          // one at a time, as each runs several servers
          include: ['tests/deployment/**/*.deploy.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
