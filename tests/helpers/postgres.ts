import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './production-server';

/** Debian's PostgreSQL binaries (scripts/ensure-postgres.sh installs them). */
function postgresBin(): string {
  for (const version of ['17', '16', '15']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  throw new Error(
    "PostgreSQL is not installed: run 'bash scripts/ensure-postgres.sh' (npm test does)",
  );
}

function ids(user: string): { uid: number; gid: number } {
  const uid = Number(spawnSync('id', ['-u', user], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', user], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

/** Runs a PostgreSQL tool as the `postgres` user (the server refuses to run as root). */
function asPostgres(tool: string, args: string[]): void {
  const command = [path.join(postgresBin(), tool), ...args];
  const result =
    process.getuid?.() === 0
      ? spawnSync('runuser', ['-u', 'postgres', '--', ...command], { encoding: 'utf8' })
      : spawnSync(command[0]!, command.slice(1), { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  }
}

export interface Postgres {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and removes its data folder. */
  remove: () => Promise<void>;
}

/** A PostgreSQL cluster of its own, in a temporary folder, on a free port, trusting local logins. */
export async function startPostgres(): Promise<Postgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fortarc-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const { uid, gid } = ids('postgres');
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const pg: Postgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
      running = true;
    },
    async stop() {
      if (!running) return;
      asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async remove() {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await pg.start();
  return pg;
}
