import type { ApplicationDelivery } from '../applications/application';
import { eraseApplications, sweepStrayFiles } from '../applications/erase-applications';
import type { FileStorage } from '../applications/file-storage';
import type { Channel, LeadStore, OutboxMessage } from '../lead-store';
import { applicationEmail, applicationRecipients, readAttachments } from './application-email';
import { confirmationEmail } from './confirmation-email';
import { nextAttemptAt } from './backoff';
import { ChannelBreaker } from './channel-breaker';
import { leadEmail, recipientsFor } from './lead-email';
import type { Mailer } from './mailer';
import { postWebhook } from './webhook';

export interface OutboxWorkerOptions {
  store: LeadStore;
  /** Unset: SMTP is not configured, e-mails wait in the outbox. */
  mailer?: Mailer;
  webhook?: { url: string; secret: string };
  /** Sends the visitor's confirmation (`LEADS_CONFIRMATION`), through the mailer. */
  confirmation?: boolean;
  from: string;
  to: readonly string[];
  retryBaseMs: number;
  retryMaxMs?: number;
  maxAttempts: number;
  pollMs?: number;
  leaseMs?: number;
  batch?: number;
  /**
   * Retention: leads older than this many days are deleted, checked hourly; so are the spent
   * proofs of work whose challenge has expired.
   */
  retentionDays: number;
  /** Told of every outcome: the metrics and the log (never personal data). */
  onOutcome?: (outcome: DeliveryOutcome) => void;
  /**
   * Job applications: delivered to HR through the mailer with their files; deleted with their
   * files after `retentionDays`, checked hourly, when strays of the storage are swept too.
   */
  applications?: { files: FileStorage; to: readonly string[]; retentionDays: number };
}

export type DeliveryOutcome =
  | { result: 'sent'; channel: string; leadId: string; ms: number; sinceAcceptedMs: number }
  | { result: 'retry'; channel: string; leadId: string; attempts: number; reason: string }
  | { result: 'failed'; channel: string; leadId: string; attempts: number; reason: string }
  | { result: 'erased'; count: number; what?: 'requests' | 'applications' | 'stray files' };

/** A failure's reason as kept and logged: the error's code or class, never the message's text. */
function reasonOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, responseCode, name } = error as {
      code?: string;
      responseCode?: number;
      name?: string;
    };
    return [name, code, responseCode].filter(Boolean).join(' ') || 'error';
  }
  return 'error';
}

/**
 * Delivers the outbox: claims due messages (a lease, so several instances never send one twice),
 * sends each, marks it sent, or schedules the next attempt with a doubling delay; after the last
 * attempt it is kept as failed. Stopping waits for the batch in hand, so a SIGTERM mid-send does
 * not send it again on the next start.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): {
  stop: () => Promise<void>;
  kick: () => void;
} {
  const channels: Channel[] = [
    ...(options.mailer ? ['email' as const] : []),
    ...(options.webhook ? ['webhook' as const] : []),
    ...(options.mailer && options.confirmation ? ['confirmation' as const] : []),
  ];
  const pollMs = options.pollMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let lastRetention = 0;
  const breaker = new ChannelBreaker();

  const deliver = async (message: OutboxMessage) => {
    if (message.channel === 'email') {
      const to = recipientsFor(message.lead, options.to);
      const names = new Map(
        message.lead.products.map((slug, i) => [slug, message.lead.productNames?.[i] ?? slug]),
      );
      await options.mailer!.send(
        leadEmail(message.lead, { from: options.from, to, productNames: names }),
      );
    } else if (message.channel === 'confirmation') {
      await options.mailer!.send(confirmationEmail(message.lead, { from: options.from }));
    } else {
      await postWebhook(options.webhook!.url, options.webhook!.secret, message.lead);
    }
  };

  const applications = options.applications;
  const deliverApplication = async ({ application }: ApplicationDelivery) => {
    const attached = await readAttachments(application, applications!.files);
    await options.mailer!.send(
      applicationEmail(application, attached, {
        from: options.from,
        to: applicationRecipients(application, applications!.to),
      }),
    );
  };

  const retention = async (now: number) => {
    const count = await options.store.deleteOlderThan(
      new Date(now - options.retentionDays * 86_400_000),
    );
    if (count > 0) options.onOutcome?.({ result: 'erased', count, what: 'requests' });
    await options.store.deleteExpiredProofs(new Date(now));
    await options.store.deleteEndedHolds(new Date(now));
    await options.store.deleteExpiredAnswers(new Date(now));
    if (!applications) return;
    const old = await options.store.findApplications({
      before: new Date(now - applications.retentionDays * 86_400_000),
    });
    const erased = await eraseApplications(options.store, applications.files, old);
    if (erased > 0) options.onOutcome?.({ result: 'erased', count: erased, what: 'applications' });
    const strays = await sweepStrayFiles(options.store, applications.files, new Date(now));
    if (strays > 0) options.onOutcome?.({ result: 'erased', count: strays, what: 'stray files' });
  };

  /**
   * One delivery: sent and marked so, or its failure kept with the next attempt's time (none
   * after the last), and the channel's breaker and the observers told. An application goes
   * through the mail server as the e-mail channel does, so its breaker is the e-mail's.
   */
  const attempt = async (
    what: { id: string; channel: Channel | 'application'; attempts: number },
    acceptedAt: Date,
    send: () => Promise<void>,
    markFailed: (reason: string, retryAt: Date | null) => Promise<void>,
  ) => {
    const breakerChannel: Channel = what.channel === 'application' ? 'email' : what.channel;
    const started = Date.now();
    try {
      await send();
      breaker.sent(breakerChannel);
      options.onOutcome?.({
        result: 'sent',
        channel: what.channel,
        leadId: what.id,
        ms: Date.now() - started,
        sinceAcceptedMs: Date.now() - acceptedAt.getTime(),
      });
    } catch (error) {
      const reason = reasonOf(error);
      const retryAt = nextAttemptAt(what.attempts, new Date(), {
        baseMs: options.retryBaseMs,
        maxMs: options.retryMaxMs,
        maxAttempts: options.maxAttempts,
      });
      await markFailed(reason, retryAt);
      breaker.failed(breakerChannel, error, retryAt);
      options.onOutcome?.({
        result: retryAt ? 'retry' : 'failed',
        channel: what.channel,
        leadId: what.id,
        attempts: what.attempts,
        reason,
      });
    }
  };

  /** Due applications, while the mail server is not known to be away (one probe when it may be). */
  const claimApplications = (limit: number): Promise<ApplicationDelivery[]> => {
    if (!applications || !options.mailer) return Promise.resolve([]);
    const allowance = breaker.allowance('email');
    if (allowance === 'none') return Promise.resolve([]);
    return options.store.claimDueApplications(
      allowance === 'probe' ? 1 : limit,
      options.leaseMs ?? 120_000,
    );
  };

  const cycle = async (): Promise<number> => {
    const now = Date.now();
    if (now - lastRetention > 60 * 60 * 1000) {
      lastRetention = now;
      await retention(now);
    }
    const batch = options.batch ?? 20;
    const claim = (limit: number, of: Channel[]) =>
      of.length === 0
        ? Promise.resolve([])
        : options.store.claimDue(limit, options.leaseMs ?? 120_000, new Date(), of);
    const allowed = (kind: 'all' | 'probe') =>
      channels.filter((channel) => breaker.allowance(channel) === kind);
    const [claimed, dueApplications] = await Promise.all([
      Promise.all([
        claim(batch, allowed('all')),
        ...allowed('probe').map((channel) => claim(1, [channel])),
      ]),
      claimApplications(batch),
    ]);
    const messages = claimed.flat();
    await Promise.all([
      ...messages.map((message) =>
        attempt(
          { id: message.leadId, channel: message.channel, attempts: message.attempts },
          message.lead.createdAt,
          async () => {
            await deliver(message);
            await options.store.markSent(message.id);
          },
          (reason, retryAt) => options.store.markAttemptFailed(message.id, reason, retryAt),
        ),
      ),
      ...dueApplications.map((due) =>
        attempt(
          { id: due.application.id, channel: 'application', attempts: due.attempts },
          due.application.createdAt,
          async () => {
            await deliverApplication(due);
            await options.store.markApplicationSent(due.application.id);
          },
          (reason, retryAt) =>
            options.store.markApplicationAttemptFailed(due.application.id, reason, retryAt),
        ),
      ),
    ]);
    return messages.length + dueApplications.length;
  };

  let busy = false;
  let again = false;
  const tick = async () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    let delay = pollMs;
    try {
      let count = 0;
      do {
        again = false;
        count = await cycle();
      } while ((count > 0 || again) && !stopped);
    } catch {
      // the database is away: try again later, the messages wait where they are
      delay = pollMs * 5;
    } finally {
      busy = false;
    }
    schedule(delay);
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = tick();
    }, delay);
  };
  schedule(0);

  return {
    /** A new request was stored: look now rather than at the next poll. */
    kick: () => {
      if (stopped) return;
      if (busy) again = true;
      else schedule(0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => {});
    },
  };
}
