import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductionServer, type RunningServer } from './production-server';
import { startSmtp, type SmtpSink } from './smtp';

/** The secret the tests' instances share (tokens from one are good on another). */
export const TEST_LEADS_SECRET = 'leads-test-secret-0123456789';

/** What the form tests run the site with: quick retries, a short minimum time, its own store. */
export function leadsEnv(smtp: SmtpSink, dataDir: string, extra: Record<string, string> = {}) {
  return {
    SMTP_URL: smtp.url,
    LEADS_DATA_DIR: dataDir,
    LEADS_TO: 'sales@fortarc.example',
    LEADS_FROM: 'website@fortarc.example',
    LEADS_SECRET: TEST_LEADS_SECRET,
    LEADS_MIN_SECONDS: '1',
    LEADS_RETRY_BASE_MS: '200',
    ...extra,
  };
}

/**
 * Quick retries that never give up during a test; one client (nginx's, or the test's) sends
 * every request without a proof of work, so its lane is open (leads-spam-defence tests it).
 */
export const deliveryEnv = {
  LEADS_MIN_SECONDS: '0',
  LEADS_PLAIN_INTERVAL_SECONDS: '0',
  LEADS_RETRY_BASE_MS: '200',
  LEADS_RETRY_MAX_MS: '1000',
  LEADS_MAX_ATTEMPTS: '1000',
  LEADS_RATE_PER_MINUTE: '100000',
};

export interface LeadsSite {
  site: RunningServer;
  smtp: SmtpSink;
  dataDir: string;
  close: () => Promise<void>;
}

/** The production build with its own leads store in a temporary folder and a real SMTP server. */
export async function startLeadsSite(extra: Record<string, string> = {}): Promise<LeadsSite> {
  const smtp = await startSmtp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fortarc-leads-site-'));
  const site = await startProductionServer(leadsEnv(smtp, dataDir, extra));
  return {
    site,
    smtp,
    dataDir,
    close: async () => {
      await site.stop();
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until `check` holds, polling; fails with `what` after `ms`. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} within ${ms} ms`);
}
