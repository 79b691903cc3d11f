import type {
  ApplicationDelivery,
  ApplicationInput,
  StoredApplication,
} from './applications/application';
import type { LeadInput } from './lead-schema';

/**
 * The leads store's contract: the only way anything reaches the database. Two adapters
 * (`sqlite/`, `postgres/`) pass one contract suite (tests/contract/lead-store.contract.test.ts).
 *
 * Every accepted request is one lead and one outbox message per delivery channel, written in one
 * transaction. Delivery claims due messages with a lease: a claimed message is not offered again
 * until its lease ends, so two instances never send it both, and a crash mid-send only delays it.
 */
export interface StoredLead extends LeadInput {
  id: string;
  createdAt: Date;
}

/** Sales' e-mail, the CRM's webhook, and the visitor's confirmation (when turned on). */
export const CHANNELS = ['email', 'webhook', 'confirmation'] as const;
export type Channel = (typeof CHANNELS)[number];
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxMessage {
  id: number;
  leadId: string;
  channel: Channel;
  attempts: number;
  lead: StoredLead;
}

/** Outbox messages and applications' deliveries, by state. */
export interface OutboxCounts {
  pending: number;
  failed: number;
  sent: number;
}

export interface LeadSummary {
  id: string;
  kind: StoredLead['kind'];
  createdAt: Date;
  email: string;
  country: string;
  /** The worst of its messages: failed, else pending, else sent. */
  delivery: OutboxStatus;
}

/** A lead as stored, and the channels its messages were queued on. */
export interface InsertedLead {
  lead: StoredLead;
  queued: Channel[];
}

export interface LeadStore {
  /** `sqlite` or `postgres`, for the start line and the metrics. */
  readonly dialect: 'sqlite' | 'postgres';
  /**
   * Stores the lead and queues one message per channel, due now. The visitor's confirmation is
   * queued only within CONFIRMATION_LIMITS (`confirmation-limits.ts`): the confirmations queued
   * to the lead's address in the hour and the day before `now` are counted in the store, by one
   * insert at a time per address, so instances sharing it keep one count.
   */
  insert(lead: LeadInput, channels: readonly Channel[], now?: Date): Promise<InsertedLead>;
  /**
   * Claims up to `limit` due messages of `channels` for `leaseMs`; no other claim returns them
   * meanwhile.
   */
  claimDue(
    limit: number,
    leaseMs: number,
    now?: Date,
    channels?: readonly Channel[],
  ): Promise<OutboxMessage[]>;
  markSent(messageId: number, now?: Date): Promise<void>;
  /** A failed attempt: due again at `retryAt`, or failed for good when `retryAt` is null. */
  markAttemptFailed(messageId: number, reason: string, retryAt: Date | null): Promise<void>;
  /** Every message (and application) failed for good becomes due now again; returns how many. */
  retryFailed(now?: Date): Promise<number>;
  counts(): Promise<OutboxCounts>;
  /** Newest first. */
  list(limit: number): Promise<LeadSummary[]>;
  /** Every lead, oldest first (for the CSV export). */
  all(): Promise<StoredLead[]>;
  /** Erases every lead with this e-mail address and its messages (GDPR art. 17); returns how many. */
  eraseByEmail(email: string): Promise<number>;
  /** Deletes leads created before `cutoff` (retention); returns how many. */
  deleteOlderThan(cutoff: Date): Promise<number>;
  /**
   * Records a proof of work's nonce as spent until its challenge expires. True the first time;
   * false when it was spent before, by this instance or any other sharing the store (the insert
   * itself refuses the duplicate, so of two spends at once exactly one is true).
   */
  spendProof(nonce: string, expiresAt: Date): Promise<boolean>;
  /** Forgets the proofs whose challenge expired by `now`; returns how many. */
  deleteExpiredProofs(now?: Date): Promise<number>;
  /**
   * Holds `key` until `until`, unless a hold of it is still in force at `now`. True when this
   * call took it; false when it is held (by this instance or any other sharing the store: the
   * write itself decides, so of two holds at once exactly one is true). A form's timing token is
   * held until it expires (spent once); a client's post without a proof of work holds its lane.
   */
  hold(key: string, until: Date, now?: Date): Promise<boolean>;
  /** Gives back the hold of `key` that a `hold(key, until)` took (nothing if it is another's). */
  release(key: string, until: Date): Promise<void>;
  /** Forgets the holds that ended by `now`; returns how many. */
  deleteEndedHolds(now?: Date): Promise<number>;
  /**
   * Stores a job application (its files are already in the storage under `id`), due for delivery
   * to HR now. One row: the application and its delivery state are written together.
   */
  insertApplication(
    application: ApplicationInput,
    id: string,
    now?: Date,
  ): Promise<StoredApplication>;
  /** Claims up to `limit` applications due for delivery, for `leaseMs`, as `claimDue` does. */
  claimDueApplications(limit: number, leaseMs: number, now?: Date): Promise<ApplicationDelivery[]>;
  markApplicationSent(id: string, now?: Date): Promise<void>;
  /** A failed delivery: due again at `retryAt`, or failed for good when `retryAt` is null. */
  markApplicationAttemptFailed(id: string, reason: string, retryAt: Date | null): Promise<void>;
  application(id: string): Promise<StoredApplication | undefined>;
  /** The applications of one e-mail address, or created before a time; oldest first. */
  findApplications(filter: { email: string } | { before: Date }): Promise<StoredApplication[]>;
  /** Deletes one application's row (its files are the storage's to delete); true if it was there. */
  deleteApplication(id: string): Promise<boolean>;
  /** Which of `ids` are applications the store holds. */
  existingApplications(ids: readonly string[]): Promise<Set<string>>;
  /**
   * Keeps a form's answer for a visitor without JavaScript (sealed: the store cannot read it)
   * until `expiresAt`, under a random id.
   */
  keepAnswer(id: string, sealed: string, expiresAt: Date): Promise<void>;
  /** The answer kept under `id`, unless it expired by `now`. */
  answer(id: string, now?: Date): Promise<string | undefined>;
  /** Forgets the answers that expired by `now`; returns how many. */
  deleteExpiredAnswers(now?: Date): Promise<number>;
  /** Throws when the database cannot answer (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
