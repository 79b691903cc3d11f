import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/**
 * The commit to measure as "before": `--before <commit>`, else `LIGHTHOUSE_BEFORE`, else the
 * merge-base of this checkout with `main` (a branch's starting point). On `main` itself that is
 * the checkout's own commit, which compares nothing: the commit must then be named.
 */
export function beforeCommit(args: string[], env = process.env): string {
  const flag = args.indexOf('--before');
  const named = flag >= 0 ? args[flag + 1] : env.LIGHTHOUSE_BEFORE;
  const commit = git(
    'rev-parse',
    '--verify',
    `${named ?? git('merge-base', 'HEAD', 'main')}^{commit}`,
  );
  if (commit === git('rev-parse', 'HEAD')) {
    throw new Error(
      `the commit before (${commit.slice(0, 12)}) is this checkout's own: name another with --before <commit> or LIGHTHOUSE_BEFORE`,
    );
  }
  return commit;
}

/** Whether `dir` holds a production build of the site with its server. */
const built = (dir: string) =>
  existsSync(path.join(dir, '.next/BUILD_ID')) &&
  existsSync(path.join(dir, '.next/production-server/server/main.js'));

/**
 * A git worktree of `commit` in the OS temp folder, built as `npm run build` builds it; kept, so a
 * later run of the same commit starts at once. Its node_modules are this checkout's, hard-linked,
 * then brought to the commit's own lockfile by npm when the two differ (packages the commit had
 * and this checkout no longer has).
 */
export function buildBefore(commit: string): string {
  const dir = path.join(tmpdir(), `fortarc-before-${commit.slice(0, 12)}`);
  if (built(dir)) return dir;
  if (!existsSync(path.join(dir, 'package.json'))) {
    git('worktree', 'prune');
    git('worktree', 'add', '--force', '--detach', dir, commit);
  }
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
  if (!existsSync(path.join(dir, 'node_modules'))) {
    execFileSync('cp', ['-al', path.resolve('node_modules'), path.join(dir, 'node_modules')]);
    // npm writes its hidden lockfile in place: a link would change this checkout's own
    rmSync(path.join(dir, 'node_modules/.package-lock.json'), { force: true });
  }
  const lock = (root: string) => readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  if (lock(dir) !== lock('.')) {
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-save']);
  }
  console.log(`Building the commit before, ${commit.slice(0, 12)}, in ${dir}...`);
  run('npm', ['run', '--silent', 'build']);
  return dir;
}
