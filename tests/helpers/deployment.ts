import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { get as httpsGet } from 'node:https';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startProductionServer, type RunningServer } from './production-server';
import { copySite, type SiteCopy } from './site-copy';

/** The configuration operators get (deploy/nginx/fortarc.conf), as the tests run it. */
export const NGINX_SITE_CONF = 'deploy/nginx/fortarc.conf';

function binary(name: string): string {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/sbin', '/usr/bin')) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    `${name} is not installed: run 'bash scripts/ensure-deploy-tools.sh' (npm test does)`,
  );
}

async function waitUntil(check: () => Promise<boolean> | boolean, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} within ${ms} ms`);
}

/** Kills a helper process outright (an outage, not a shutdown) and waits until it is gone. */
async function killAndWait(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

export interface Redis {
  url: string;
  port: number;
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

function redisAnswers(port: number): boolean {
  const ping = spawnSync(binary('redis-cli'), ['-p', String(port), 'ping'], { encoding: 'utf8' });
  return ping.stdout.trim() === 'PONG';
}

/** A Redis server of Debian's package, in memory only, on a free port; stoppable and restartable. */
export async function startRedis(): Promise<Redis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis: Redis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawn(
        binary('redis-server'),
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await waitUntil(() => redisAnswers(port), `Redis did not answer on port ${port}`);
    },
    async stop() {
      const running = child;
      child = undefined;
      await killAndWait(running);
    },
  };
  await redis.start();
  return redis;
}

export interface Nginx {
  baseURL: string;
  /** The last lines of its error log (warnings and errors), for a failed test's message. */
  errors: () => string;
  stop: () => Promise<void>;
}

/** A certificate and its key for nginx to serve HTTPS and HTTP/2 with, and the CA that signed it. */
export interface NginxTls {
  cert: string;
  key: string;
  ca: string;
}

/** Whether `url` answers at all, over HTTPS trusting `ca`. */
function answersOverTls(url: string, ca: string): Promise<boolean> {
  return new Promise((resolve) => {
    httpsGet(url, { ca: readFileSync(ca) }, (answer) => {
      answer.resume();
      resolve(true);
    }).on('error', () => resolve(false));
  });
}

/**
 * deploy/nginx/fortarc.conf, unchanged but for what a machine decides: the instances' addresses,
 * the port it listens on, where it keeps its cache (and, for load from one address, its limits). It runs inside a minimal main configuration,
 * as Debian's /etc/nginx/nginx.conf would include it.
 */
export function nginxSiteConf(
  upstreams: string[],
  port: number,
  cacheDir: string,
  cache = true,
  /** Off, one client's load is not held to a visitor's rate (benchmarks, the restart test). */
  limits = true,
  /** Given, nginx listens for HTTPS and HTTP/2 instead of plain HTTP (the Lighthouse benchmark). */
  tls?: NginxTls,
): string {
  const conf = readFileSync(NGINX_SITE_CONF, 'utf8');
  // nginx 1.22 (Debian 12) knows HTTP/2 as a parameter of `listen` only
  const listen = tls
    ? `listen 127.0.0.1:${port} ssl http2;\n    ssl_certificate ${tls.cert};\n    ssl_certificate_key ${tls.key};`
    : `listen 127.0.0.1:${port};`;
  const servers = upstreams
    .map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  const replaced = conf
    .replace(/(?:^ {4}server 127\.0\.0\.1:300\d [^\n]*\n)+/m, `${servers}\n`)
    .replace('/var/cache/nginx/fortarc', cacheDir)
    .replace(/listen 8080;/, listen)
    .replace(/\s*listen \[::\]:8080;/, '')
    // a benchmark measures the instances behind nginx without its cache too
    .replace('proxy_cache fortarc;', cache ? 'proxy_cache fortarc;' : 'proxy_cache off;')
    .replace(/^ *limit_req zone=[^\n]*\n/gm, (line) => (limits ? line : ''));
  if (!replaced.includes(servers) || !replaced.includes(listen)) {
    throw new Error(`${NGINX_SITE_CONF} no longer has the upstream and listen lines the test sets`);
  }
  return replaced;
}

export async function startNginx(
  upstreams: string[],
  cache = true,
  limits = true,
  tls?: NginxTls,
): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fortarc-nginx-'));
  // nginx's workers drop root for `nobody`: they must reach the cache and temporary files
  chmodSync(dir, 0o755);
  const port = await freePort();
  mkdirSync(path.join(dir, 'cache'));
  writeFileSync(
    path.join(dir, 'site.conf'),
    nginxSiteConf(upstreams, port, path.join(dir, 'cache'), cache, limits, tls),
  );
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 2;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const check = spawnSync(binary('nginx'), ['-t', '-q', '-c', path.join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration: ${check.stderr}`);
  const child = spawn(binary('nginx'), ['-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  // over TLS by the name its certificate carries
  const baseURL = tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  await waitUntil(
    () =>
      tls
        ? answersOverTls(`${baseURL}/api/health`, tls.ca)
        : fetch(`${baseURL}/api/health`).then(
            () => true,
            () => false,
          ),
    `nginx did not answer on port ${port}`,
  );
  return {
    baseURL,
    errors: () =>
      readFileSync(path.join(dir, 'error.log'), 'utf8').trimEnd().split('\n').slice(-20).join('\n'),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Instance = RunningServer & { log: string[]; port: number };

export interface Deployment {
  site: SiteCopy;
  redis: Redis;
  instances: Instance[];
  nginx: Nginx;
  /** The content server the instances read through the Storyblok adapter, when asked for. */
  content?: { stop: () => Promise<void>; start: () => Promise<void> };
  /** Starts instance `index` again on its port (after the caller stopped or killed it). */
  restartInstance: (index: number) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The content server (Storyblok's Content Delivery API, `npm run content:serve`) over the copy's
 * store, in a process of its own (a benchmark's load generator must not slow it), restartable on
 * its port.
 */
async function startContentServer(contentDir: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/content-serve.ts'], {
      env: { ...process.env, CONTENT_DIR: contentDir, CONTENT_SERVER_PORT: String(port) },
      stdio: 'ignore',
    });
    await waitUntil(
      () =>
        fetch(`${origin}/v2/cdn/spaces/me`).then(
          () => true,
          () => false,
        ),
      `the content server did not answer on port ${port}`,
    );
  };
  await start();
  return {
    origin: () => origin,
    start,
    async stop() {
      const running = child;
      child = undefined;
      await killAndWait(running);
    },
  };
}

export async function startDeployment(
  count: number,
  extraEnv: Record<string, string> = {},
  options: { storyblok?: boolean; nginxCache?: boolean; nginxLimits?: boolean } = {},
): Promise<Deployment> {
  const site = copySite();
  const redis = await startRedis();
  const content = options.storyblok ? await startContentServer(site.contentDir) : undefined;
  const contentEnv: Record<string, string> = content
    ? {
        CONTENT_SOURCE: 'storyblok',
        STORYBLOK_TOKEN: 'a-deployment-token',
        STORYBLOK_ENDPOINT: `${content.origin()}/v2`,
      }
    : {};
  const instances: Instance[] = [];
  const startInstance = async (port?: number): Promise<Instance> => {
    const log: string[] = [];
    const server = await startProductionServer(
      {
        REDIS_URL: redis.url,
        CONTENT_DIR: site.contentDir,
        LOG_FORMAT: 'json',
        // as deployed: a rolling restart drains each instance (the default, 5 s)
        SHUTDOWN_DRAIN_MS: '5000',
        ...contentEnv,
        ...extraEnv,
        ...(port !== undefined && { PORT: String(port) }),
      },
      'pipe',
      (line) => log.push(line),
      '.',
      site.dir,
    );
    return { ...server, log, port: Number(new URL(server.baseURL).port) };
  };
  for (let i = 0; i < count; i++) instances.push(await startInstance());
  const nginx = await startNginx(
    instances.map(({ port }) => `127.0.0.1:${port}`),
    options.nginxCache ?? true,
    options.nginxLimits ?? true,
  );
  return {
    site,
    redis,
    instances,
    nginx,
    content,
    async restartInstance(index) {
      instances[index] = await startInstance(instances[index]!.port);
    },
    async stop() {
      await nginx.stop().catch(() => undefined);
      for (const instance of instances) {
        try {
          instance.stop();
        } catch {
          // already stopped by the test
        }
      }
      await redis.stop();
      await content?.stop();
      site.remove();
    },
  };
}
