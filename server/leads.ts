import type { Registry } from 'prom-client';
import { Gauge, Histogram, Counter } from 'prom-client';
import { applicationFiles } from '../src/leads/applications/storage-instance';
import { leadCounters } from '../src/leads/lead-counters';
import type { LeadStore } from '../src/leads/lead-store';
import { parseLeadsConfig, type LeadsConfig } from '../src/leads/leads-config';
import { describeStore } from '../src/leads/open-store';
import { OUTBOX_KICK } from '../src/leads/outbox-signal';
import { smtpMailer } from '../src/leads/outbox/mailer';
import { startOutboxWorker, type DeliveryOutcome } from '../src/leads/outbox/outbox-worker';
import { closeLeadStore, leadStore } from '../src/leads/store-instance';

export interface Leads {
  config: LeadsConfig;
  store: LeadStore;
  /** For the start line: where requests are kept and where they go. */
  description: string;
  stop: () => Promise<void>;
  registerMetrics: (registry: Registry) => void;
}

function smtpHost(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/**
 * Visitors' requests in the production server: the store opened (migrations run) before the
 * port opens, and the outbox worker that delivers them. Log lines name ids and reasons only.
 */
export async function startLeads(log: (line: string) => void): Promise<Leads> {
  const config = parseLeadsConfig(process.env);
  const store = await leadStore();
  const observers: ((outcome: DeliveryOutcome) => void)[] = [
    (outcome) => {
      if (outcome.result === 'failed') {
        log(
          `Request ${outcome.leadId}: ${outcome.channel} delivery failed for good after ${outcome.attempts} attempts (${outcome.reason}); 'npm run leads -- retry' sends it again`,
        );
      } else if (outcome.result === 'retry') {
        log(
          `Request ${outcome.leadId}: ${outcome.channel} attempt ${outcome.attempts} failed (${outcome.reason}); will retry`,
        );
      } else if (outcome.result === 'erased') {
        const days =
          outcome.what === 'applications'
            ? ` older than ${config.JOBS_RETENTION_DAYS} days`
            : outcome.what === 'stray files'
              ? ' (files an interrupted application left without its row)'
              : ` older than ${config.LEADS_RETENTION_DAYS} days`;
        log(`Retention: ${outcome.count} ${outcome.what ?? 'requests'}${days} deleted`);
      }
    },
  ];
  const files = await applicationFiles();
  const worker = startOutboxWorker({
    store,
    mailer: config.SMTP_URL ? smtpMailer(config.SMTP_URL) : undefined,
    webhook:
      config.LEADS_WEBHOOK_URL && config.LEADS_SECRET
        ? { url: config.LEADS_WEBHOOK_URL, secret: config.LEADS_SECRET }
        : undefined,
    confirmation: config.LEADS_CONFIRMATION,
    from: config.LEADS_FROM,
    to: config.LEADS_TO,
    retryBaseMs: config.LEADS_RETRY_BASE_MS,
    retryMaxMs: config.LEADS_RETRY_MAX_MS,
    maxAttempts: config.LEADS_MAX_ATTEMPTS,
    retentionDays: config.LEADS_RETENTION_DAYS,
    applications: { files, to: config.JOBS_TO, retentionDays: config.JOBS_RETENTION_DAYS },
    onOutcome: (outcome) => observers.forEach((observe) => observe(outcome)),
  });
  (globalThis as Record<symbol, unknown>)[OUTBOX_KICK] = worker.kick;
  const where = describeStore({ databaseUrl: config.DATABASE_URL, dataDir: config.LEADS_DATA_DIR });
  const delivery = config.SMTP_URL
    ? `e-mailed to ${config.LEADS_TO.join(', ')} via ${smtpHost(config.SMTP_URL)}`
    : 'not e-mailed (SMTP_URL is not set): they wait in the outbox';
  const webhook = config.LEADS_WEBHOOK_URL
    ? `, and posted to ${new URL(config.LEADS_WEBHOOK_URL).host}`
    : '';
  const confirmation =
    config.SMTP_URL && config.LEADS_CONFIRMATION ? '; visitors get a confirmation' : '';
  const hr = config.SMTP_URL
    ? `the applications e-mailed to the opening's department, else ${config.JOBS_TO.join(', ')}`
    : 'the applications waiting in the outbox too';
  return {
    config,
    store,
    description: `kept in ${where}; ${delivery}${webhook}${confirmation}; job applications' files in the ${files.description}, ${hr}`,
    stop: async () => {
      delete (globalThis as Record<symbol, unknown>)[OUTBOX_KICK];
      await worker.stop();
      await closeLeadStore();
    },
    registerMetrics: (registry) => {
      const counters = leadCounters();
      new Gauge({
        name: 'fortarc_leads_accepted_total',
        help: 'Requests from visitors accepted (stored), by kind, since start',
        labelNames: ['kind'],
        registers: [registry],
        collect() {
          for (const [kind, count] of Object.entries(counters.accepted)) this.set({ kind }, count);
        },
      });
      new Gauge({
        name: 'fortarc_leads_refused_total',
        help: 'Form posts refused (neither stored nor delivered), by reason, since start',
        labelNames: ['reason'],
        registers: [registry],
        collect() {
          for (const [reason, count] of Object.entries(counters.refused))
            this.set({ reason }, count);
        },
      });
      new Gauge({
        name: 'fortarc_leads_confirmations_withheld_total',
        help: 'Requests stored without the visitor’s confirmation (its address had had its share), since start',
        registers: [registry],
        collect() {
          this.set(counters.confirmationsWithheld);
        },
      });
      new Gauge({
        name: 'fortarc_leads_outbox_messages',
        help: 'Outbox messages by state: pending (waiting or retrying), failed (after the last attempt)',
        labelNames: ['state'],
        registers: [registry],
        async collect() {
          const counts = await store.counts().catch(() => undefined);
          if (!counts) return;
          this.set({ state: 'pending' }, counts.pending);
          this.set({ state: 'failed' }, counts.failed);
        },
      });
      const deliveries = new Counter({
        name: 'fortarc_leads_deliveries_total',
        help: 'Delivery attempts by channel and result (sent, retry, failed)',
        labelNames: ['channel', 'result'],
        registers: [registry],
      });
      const delay = new Histogram({
        name: 'fortarc_leads_delivery_seconds',
        help: 'Time from a request being accepted to its message being delivered',
        labelNames: ['channel'],
        buckets: [0.1, 0.5, 1, 5, 30, 60, 300, 1800, 3600, 21600, 86400],
        registers: [registry],
      });
      observers.push((outcome) => {
        if (outcome.result === 'erased') return;
        deliveries.inc({ channel: outcome.channel, result: outcome.result });
        if (outcome.result === 'sent')
          delay.observe({ channel: outcome.channel }, outcome.sinceAcceptedMs / 1000);
      });
    },
  };
}
