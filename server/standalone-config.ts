import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CONFIG_FILES = ['next.config.ts', 'next.config.mjs', 'next.config.js'];

/**
 * In a standalone build (deploy/Dockerfile) there is no next.config.ts to load: Next's own
 * standalone server passes the configuration the build resolved, kept in
 * .next/required-server-files.json, through this variable, and so does ours.
 */
export function applyStandaloneConfig(dir: string, environment: NodeJS.ProcessEnv): boolean {
  if (CONFIG_FILES.some((name) => existsSync(path.join(dir, name)))) return false;
  const file = path.join(dir, '.next/required-server-files.json');
  if (!existsSync(file)) return false;
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config: unknown };
  environment.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return true;
}
