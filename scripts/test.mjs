#!/usr/bin/env node
// The whole suite, tier by tier: lint, format and type check side by side; unit and contract tests
// (no server); the production build; then the browser tier (Chromium, and the visitor's journeys
// in Firefox and WebKit) beside the HTTP tier followed by the deployment tier (nginx, Redis,
// PostgreSQL, the container layout, the Debian recipe), which mostly wait for servers they start.
// Every step runs even after a failure (a failed build skips the tiers that serve it), and the last
// line is the summary: each test counts once, and each of lint, format, types and build counts as
// one check. A step that runs beside another writes to .artifacts/<step>.log, printed when it ends.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
let passed = 0;
let failed = 0;
const failures = [];
/** What failed in the test tiers, printed before the summary. */
const failedTests = [];

/** Each step's wall time, printed with the summary. */
const times = [];

/** Runs a command; `log` sends its output to a file, printed once it ends. */
function run(label, command, args, { log } = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}${log ? ` (output: ${log})` : ''}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  let written = Promise.resolve();
  if (log) {
    const file = createWriteStream(log);
    child.stdout.pipe(file, { end: false });
    child.stderr.pipe(file, { end: false });
    written = new Promise((resolve) => child.once('close', () => file.end(resolve)));
  }
  return new Promise((resolve) => {
    child.once('close', async (code) => {
      await written;
      const seconds = (Date.now() - started) / 1000;
      times.push([label, seconds]);
      if (log) {
        console.log(`\n◀ ${label} (${seconds.toFixed(0)} s), its output:`);
        process.stdout.write(readFileSync(log, 'utf8'));
      }
      resolve(code === 0);
    });
  });
}

async function check(label, command, args, options) {
  const ok = await run(label, command, args, options);
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
  return ok;
}

/** One Vitest project, counted from its JSON report (read by `npm run test:checks`). */
async function tests(project, options) {
  const report = `.artifacts/${project}.json`;
  rmSync(report, { force: true });
  const ok = await run(
    `${project} tests`,
    'npx',
    [
      '--no-install',
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    options,
  );
  let counts = { numPassedTests: 0, numFailedTests: 0, numTotalTests: 0, testResults: [] };
  try {
    counts = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    // no report: the runner itself failed, counted below
  }
  passed += counts.numPassedTests;
  failed += counts.numFailedTests;
  if (!ok || counts.numFailedTests > 0 || counts.numTotalTests === 0) {
    if (counts.numFailedTests === 0) failed += 1;
    failures.push(`${project} tests`);
    failedTests.push(...failedIn(project, counts.testResults, options?.log));
  }
}

/**
 * What failed in a tier, a line each, for the end of the output (where a long run's tail is all
 * that may be read): each failed test with its error's first line, or the end of the tier's log
 * when the runner failed outside any test (an error between tests, a worker that died).
 */
function failedIn(project, files = [], log) {
  const lines = [];
  for (const file of files) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      lines.push(`${project}: ${test.fullName}\n    ${message}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).length) {
      lines.push(`${project}: ${file.name}\n    ${(file.message ?? '').split('\n')[0]}`);
    }
  }
  if (lines.length === 0 && log) {
    const tail = readFileSync(log, 'utf8').trimEnd().split('\n').slice(-25);
    lines.push(`${project}: no test failed; the end of ${log}:`, ...tail.map((l) => `    ${l}`));
  }
  return lines;
}

function skipped(project, reason) {
  failed += 1;
  failures.push(`${project} tests (skipped: ${reason})`);
}

mkdirSync('.artifacts', { recursive: true });
const browser = await run('chromium', 'bash', ['scripts/ensure-chromium.sh']);
// Firefox, WebKit and Xvfb for the three-engine journeys; without them only those tests fail
await run('firefox and webkit', 'bash', ['scripts/ensure-browsers.sh']);
// the HTML checker's runtime; without it only that test fails, saying so
await run('java', 'bash', ['scripts/ensure-java.sh']);
// nginx and Redis for the deployment tier; without them only those tests fail, saying so
await run('nginx and redis', 'bash', ['scripts/ensure-deploy-tools.sh']);
// qpdf and poppler-utils for the datasheet tests; without them only that test fails, saying so
await run('pdf tools', 'bash', ['scripts/ensure-pdf-tools.sh']);
// PostgreSQL for the leads store's tests; without it only those tests fail, saying so
await run('postgresql', 'bash', ['scripts/ensure-postgres.sh']);

// each of these keeps one core busy; on two cores the three take the time of the longest
await Promise.all([
  check('lint', 'npx', ['--no-install', 'eslint', '.', '--max-warnings=0'], {
    log: '.artifacts/lint.log',
  }),
  check('format', 'npx', ['--no-install', 'prettier', '--check', '.'], {
    log: '.artifacts/format.log',
  }),
  check('types', 'npx', ['--no-install', 'tsc', '--noEmit']),
]);
await tests('unit');
await tests('contract');
// with the standalone output too: the container layout's test (deploy/) serves it
const built = await check('build', 'env', [
  'NEXT_OUTPUT=standalone',
  'npm',
  'run',
  '--silent',
  'build',
]);
if (!built) for (const tier of ['browser', 'http', 'deployment']) skipped(tier, 'build failed');
else {
  await Promise.all([
    browser ? tests('browser') : skipped('browser', 'no chromium'),
    (async () => {
      await tests('http', { log: '.artifacts/http.log' });
      await tests('deployment', { log: '.artifacts/deployment.log' });
    })(),
  ]);
}

console.log('\nwall time of each step:');
for (const [label, seconds] of times) console.log(`  ${label}: ${seconds.toFixed(0)} s`);
if (failedTests.length) console.log(`\nfailed tests:\n${failedTests.join('\n')}`);
console.log(
  failures.length ? `\nFailed: ${failures.join(', ')}` : '\nAll checks and tests passed.',
);
console.log(`summary: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
