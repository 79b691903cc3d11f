import type { Channel, LeadStore, OutboxMessage } from '../lead-store';
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
}

export type DeliveryOutcome =
  | { result: 'sent'; channel: string; leadId: string; ms: number; sinceAcceptedMs: number }
  | { result: 'retry'; channel: string; leadId: string; attempts: number; reason: string }
  | { result: 'failed'; channel: string; leadId: string; attempts: number; reason: string }
  | { result: 'erased'; count: number };

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

  const cycle = async (): Promise<number> => {
    const now = Date.now();
    if (now - lastRetention > 60 * 60 * 1000) {
      lastRetention = now;
      const count = await options.store.deleteOlderThan(
        new Date(now - options.retentionDays * 86_400_000),
      );
      if (count > 0) options.onOutcome?.({ result: 'erased', count });
      await options.store.deleteExpiredProofs(new Date(now));
      await options.store.deleteEndedHolds(new Date(now));
    }
    const batch = options.batch ?? 20;
    const claim = (limit: number, of: Channel[]) =>
      of.length === 0
        ? Promise.resolve([])
        : options.store.claimDue(limit, options.leaseMs ?? 120_000, new Date(), of);
    const allowed = (kind: 'all' | 'probe') =>
      channels.filter((channel) => breaker.allowance(channel) === kind);
    const claimed = await Promise.all([
      claim(batch, allowed('all')),
      ...allowed('probe').map((channel) => claim(1, [channel])),
    ]);
    const messages = claimed.flat();
    await Promise.all(
      messages.map(async (message) => {
        const started = Date.now();
        try {
          await deliver(message);
          await options.store.markSent(message.id);
          breaker.sent(message.channel);
          options.onOutcome?.({
            result: 'sent',
            channel: message.channel,
            leadId: message.leadId,
            ms: Date.now() - started,
            sinceAcceptedMs: Date.now() - message.lead.createdAt.getTime(),
          });
        } catch (error) {
          const reason = reasonOf(error);
          const retryAt = nextAttemptAt(message.attempts, new Date(), {
            baseMs: options.retryBaseMs,
            maxMs: options.retryMaxMs,
            maxAttempts: options.maxAttempts,
          });
          await options.store.markAttemptFailed(message.id, reason, retryAt);
          breaker.failed(message.channel, error, retryAt);
          options.onOutcome?.({
            result: retryAt ? 'retry' : 'failed',
            channel: message.channel,
            leadId: message.leadId,
            attempts: message.attempts,
            reason,
          });
        }
      }),
    );
    return messages.length;
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
