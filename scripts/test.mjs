#!/usr/bin/env node
// The whole suite: lint, format, type check, unit and contract tests, production build, e2e tests
// in Chromium, and the visitor's journeys in Firefox and WebKit as well.
// Every step runs even after a failure (a failed build skips the e2e tests), and the last line is
// the summary: each test counts once, and each of lint, format, types and build counts as one check.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
let passed = 0;
let failed = 0;
const failures = [];

/** Each step's wall time, printed with the summary. */
const times = [];

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  times.push([label, (Date.now() - started) / 1000]);
  return result.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
  return ok;
}

function tests(project) {
  const report = `.artifacts/${project}.json`;
  rmSync(report, { force: true });
  const ok = run(`${project} tests`, 'npx', [
    '--no-install',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  let counts = { numPassedTests: 0, numFailedTests: 0, numTotalTests: 0 };
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
  }
}

mkdirSync('.artifacts', { recursive: true });
const browser = run('chromium', 'bash', ['scripts/ensure-chromium.sh']);
// Firefox, WebKit and Xvfb for the three-engine journeys; without them only those tests fail
run('firefox and webkit', 'bash', ['scripts/ensure-browsers.sh']);
// the HTML checker's runtime; without it only that test fails, saying so
run('java', 'bash', ['scripts/ensure-java.sh']);
// nginx and Redis for the deployment test; without them only that test fails, saying so
run('nginx and redis', 'bash', ['scripts/ensure-deploy-tools.sh']);
// qpdf and poppler-utils for the datasheet test; without them only that test fails, saying so
run('pdf tools', 'bash', ['scripts/ensure-pdf-tools.sh']);
// PostgreSQL for the leads store's tests; without it only those tests fail, saying so
run('postgresql', 'bash', ['scripts/ensure-postgres.sh']);
check('lint', 'npx', ['--no-install', 'eslint', '.', '--max-warnings=0']);
check('format', 'npx', ['--no-install', 'prettier', '--check', '.']);
check('types', 'npx', ['--no-install', 'tsc', '--noEmit']);
tests('unit');
tests('contract');
// with the standalone output too: the container layout's test (deploy/) serves it
const built = check('build', 'env', ['NEXT_OUTPUT=standalone', 'npm', 'run', '--silent', 'build']);
if (built && browser) tests('e2e');
else {
  failed += 1;
  failures.push(`e2e tests (skipped: ${built ? 'no chromium' : 'build failed'})`);
}

console.log('\nwall time of each step:');
for (const [label, seconds] of times) console.log(`  ${label}: ${seconds.toFixed(0)} s`);
console.log(
  failures.length ? `\nFailed: ${failures.join(', ')}` : '\nAll checks and tests passed.',
);
console.log(`summary: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
