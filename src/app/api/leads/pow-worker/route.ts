import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Read once, at build: the answer is the same file for everyone until the next release. */
export const dynamic = 'force-static';

/**
 * The proof-of-work widget's worker (ALTCHA's PBKDF2 solver), served from the site itself. The
 * widget's default bundle and the bundler's worker support both start workers from `blob:`
 * URLs, which a strict CSP would have to allow for every script; this file is allowed by name
 * (`worker-src 'self'`).
 */
export async function GET() {
  const source = await readFile(
    path.join(process.cwd(), 'node_modules/altcha/dist/workers/pbkdf2.js'),
    'utf8',
  );
  return new Response(source, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
