import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The README's recipe for a Debian server: its first shell block after the heading. */
function recipe(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const from = readme.indexOf('**On a Debian server**');
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(from));
  if (from === -1 || !block) throw new Error('README.md has no Debian recipe');
  return block[1]!.split('\n').filter(Boolean);
}

/** Its nginx step: every line that touches nginx's files, as written (the install line aside). */
const nginxStep = () =>
  recipe().filter(
    (line) => /nginx/.test(line) && !line.startsWith('apt-get') && !line.startsWith('#'),
  );

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/**
 * Runs `lines` in a copy of this machine's Debian nginx layout under a new root: the paths the
 * recipe and Debian's nginx.conf name (/etc/nginx, /var/cache/nginx, /var/log/nginx, /run) are
 * moved under it, nothing else changes. `nginx` is Debian's binary on the copied nginx.conf, and
 * `systemctl` only says what it would do.
 */
function runInDebianLayout(lines: string[]) {
  const root = mkdtempSync(path.join(tmpdir(), 'fortarc-debian-'));
  roots.push(root);
  cpSync('/etc/nginx', path.join(root, 'etc/nginx'), { recursive: true, verbatimSymlinks: true });
  for (const dir of ['var/log/nginx', 'var/cache', 'run']) {
    mkdirSync(path.join(root, dir), { recursive: true });
  }
  const moved = (text: string) =>
    text.replace(
      /(?<![\w/])\/(etc\/nginx|var\/cache\/nginx|var\/log\/nginx|run\/nginx\.pid)/g,
      `${root}/$1`,
    );
  const script = [
    'set -euo pipefail',
    `nginx() { find ${root}/etc/nginx -name '*.conf' -o -name default | while read -r f; do [ -f "$f" ] && [ ! -L "$f" ] && sed -i -E 's#(^|[^[:alnum:]_/])/(etc/nginx|var/cache/nginx|var/log/nginx|run/nginx\\.pid)#\\1${root}/\\2#g' "$f"; done; /usr/sbin/nginx -c ${root}/etc/nginx/nginx.conf "$@"; }`,
    'systemctl() { echo "systemctl $*"; }',
    ...lines.map(moved),
  ].join('\n');
  const run = spawnSync('bash', ['-c', script], { cwd: process.cwd(), encoding: 'utf8' });
  return { root, status: run.status, output: run.stdout + run.stderr };
}

describe("the README's Debian recipe, on Debian's own nginx layout", () => {
  const debian = existsSync('/etc/nginx/nginx.conf') && existsSync('/usr/sbin/nginx');

  it('is Debian’s layout: conf.d/*.conf included inside http', () => {
    expect(debian, "Debian's nginx package (bash scripts/ensure-deploy-tools.sh)").toBe(true);
    const conf = readFileSync('/etc/nginx/nginx.conf', 'utf8');
    expect(conf).toMatch(/http\s*\{[\s\S]*include \/etc\/nginx\/conf\.d\/\*\.conf;[\s\S]*\}/);
    expect(existsSync('/var/cache/nginx')).toBe(false);
  });

  it('passes nginx -t followed literally, with the cache directory made for nginx’s workers', () => {
    const step = nginxStep();
    expect(
      step.some((line) => line.includes('cp deploy/nginx/fortarc.conf /etc/nginx/conf.d/')),
    ).toBe(true);
    expect(step.some((line) => line.includes('nginx -t'))).toBe(true);
    const { root, status, output } = runInDebianLayout(step);
    expect(output).toContain('test is successful');
    expect(status, output).toBe(0);
    expect(output).toContain('systemctl reload nginx');
    const cache = statSync(path.join(root, 'var/cache/nginx/fortarc'));
    const worker = spawnSync('id', ['-u', 'www-data'], { encoding: 'utf8' }).stdout.trim();
    expect(String(cache.uid)).toBe(worker);
    expect(userInfo().uid).toBe(0); // as the recipe is run: as root
  });

  it('fails as the issue saw it without the cache directory (what the test would catch)', () => {
    const step = nginxStep().filter((line) => !line.startsWith('install -d'));
    const { status, output } = runInDebianLayout(step);
    expect(status).not.toBe(0);
    expect(output).toMatch(/mkdir\(\) ".*\/var\/cache\/nginx\/fortarc" failed/);
  });
});
