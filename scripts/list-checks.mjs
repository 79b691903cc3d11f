#!/usr/bin/env node
// The checks the suite proved in its last run, one line each: tier, file, test name (from the
// JSON reports `npm test` writes to .artifacts/). `--diff OLD` compares with an earlier list:
// each test gone, new or moved to another tier or file, so a change of the suite shows that no
// check was dropped without its proof moving elsewhere.
//   node scripts/list-checks.mjs > checks.tsv
//   node scripts/list-checks.mjs --diff checks-before.tsv
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REPORTS = '.artifacts';

function currentChecks() {
  const lines = [];
  const reports = existsSync(REPORTS)
    ? readdirSync(REPORTS).filter((f) => f.endsWith('.json'))
    : [];
  for (const report of reports.sort()) {
    const tier = path.basename(report, '.json');
    const { testResults = [] } = JSON.parse(readFileSync(path.join(REPORTS, report), 'utf8'));
    for (const file of testResults) {
      const relative = path.relative(process.cwd(), file.name);
      for (const test of file.assertionResults) {
        lines.push([tier, relative, test.fullName.replaceAll(/\s+/g, ' ')].join('\t'));
      }
    }
  }
  return lines.sort();
}

const byName = (lines) => {
  const map = new Map();
  for (const line of lines) {
    const [tier, file, name] = line.split('\t');
    map.set(name, [...(map.get(name) ?? []), `${tier}\t${file}`]);
  }
  return map;
};

const now = currentChecks();
const diffAt = process.argv.indexOf('--diff');
if (diffAt < 0) {
  for (const line of now) console.log(line);
  const tiers = new Map();
  for (const [tier] of now.map((line) => line.split('\t'))) {
    tiers.set(tier, (tiers.get(tier) ?? 0) + 1);
  }
  console.error([...tiers].map(([tier, count]) => `${tier}: ${count}`).join(', '));
} else {
  const before = readFileSync(process.argv[diffAt + 1], 'utf8')
    .split('\n')
    .filter(Boolean);
  const [was, is] = [byName(before), byName(now)];
  for (const [name, places] of was) {
    const after = is.get(name);
    if (!after) console.log(`gone\t${places.join(' | ')}\t${name}`);
    else if (after.join() !== places.join()) {
      console.log(`moved\t${places.join(' | ')} -> ${after.join(' | ')}\t${name}`);
    }
  }
  for (const [name, places] of is) {
    if (!was.has(name)) console.log(`new\t${places.join(' | ')}\t${name}`);
  }
  console.error(`${before.length} checks before, ${now.length} now`);
}
