import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Challenge } from 'altcha-lib';
import { afterAll, expect, it } from 'vitest';
import { PROOF_FIELD } from '@/leads/lead-fields';
import { quotePath } from '@/paths/quote-paths';
import { formFields, postQuote } from '../helpers/lead-post';
import { leadsEnv } from '../helpers/leads-site';
import { startPostgres } from '../helpers/postgres';
import { startProductionServer } from '../helpers/production-server';
import { startSmtp } from '../helpers/smtp';
import { solvedProof } from '../helpers/solved-proof';

/**
 * A solved proof of work sends one request, whichever instance it reaches (issue 44), and so
 * does a timing token (issue 59): two `npm start`s on one PostgreSQL keep what was spent in the
 * shared store, not in their memory.
 */
const PAGE = quotePath('en');
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function scriptToken(base: string): Promise<string> {
  return ((await (await fetch(`${base}/api/leads/token`)).json()) as { token: string }).token;
}

/** What the form's script sends: a token from the token endpoint and a solved challenge. */
async function scriptedPost(base: string, proof: string, n: number, token?: string) {
  const hidden = await formFields(base, PAGE);
  return postQuote(
    base,
    PAGE,
    [...hidden, [PROOF_FIELD, proof]],
    token ?? (await scriptToken(base)),
    {
      name: `Visitor ${n}`,
      email: `visitor-${n}@example.com`,
    },
  );
}

async function solvedFrom(base: string): Promise<string> {
  return solvedProof((await (await fetch(`${base}/api/leads/challenge`)).json()) as Challenge);
}

it('a proof accepted by one instance is refused by another sharing the PostgreSQL store', async () => {
  const postgres = await startPostgres();
  cleanups.push(() => postgres.remove());
  const smtp = await startSmtp();
  cleanups.push(() => smtp.stop());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fortarc-leads-replay-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...leadsEnv(smtp, dataDir), LEADS_MIN_SECONDS: '0', DATABASE_URL: postgres.url };
  const [one, two] = await Promise.all([
    startProductionServer(env, 'ignore'),
    startProductionServer(env, 'ignore'),
  ]);
  cleanups.push(
    () => one.stop(),
    () => two.stop(),
  );

  const proof = await solvedFrom(one.baseURL);
  expect((await scriptedPost(one.baseURL, proof, 1)).status).toBe(303);
  // the same proof on the other instance: refused (the form is shown again, nothing stored)
  expect((await scriptedPost(two.baseURL, proof, 2)).status).toBe(200);
  // while a proof of its own goes through there, so the refusal was the replay's
  expect((await scriptedPost(two.baseURL, await solvedFrom(two.baseURL), 3)).status).toBe(303);

  // a timing token, too, sends one request (issue 59): spent on one, refused by the other even
  // with a good proof of its own
  const token = await scriptToken(one.baseURL);
  expect((await scriptedPost(one.baseURL, await solvedFrom(one.baseURL), 4, token)).status).toBe(
    303,
  );
  expect((await scriptedPost(two.baseURL, await solvedFrom(two.baseURL), 5, token)).status).toBe(
    200,
  );
}, 120_000);
