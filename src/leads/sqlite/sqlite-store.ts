import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type {
  ApplicationDelivery,
  ApplicationInput,
  StoredApplication,
} from '../applications/application';
import { fromApplicationRow, toApplicationRow } from '../applications/application-row';
import { fromRow, reasonText, summary, toRow, type LeadRow } from '../lead-row';
import type { LeadInput } from '../lead-schema';
import { channelsWithin, DAY_MS, HOUR_MS, type RecentConfirmations } from '../confirmation-limits';
import type {
  Channel,
  InsertedLead,
  LeadStore,
  LeadSummary,
  OutboxCounts,
  OutboxMessage,
  StoredLead,
} from '../lead-store';
import { CHANNELS } from '../lead-store';
import { MIGRATIONS } from '../migrations';
import { GroupCommit } from './group-commit';

interface SqliteLeadRow {
  id: string;
  kind: string;
  locale: string;
  email: string;
  country: string;
  marketing: number;
  data: string;
  created_at: number;
}

const toLeadRow = (row: SqliteLeadRow): LeadRow => ({
  id: row.id,
  kind: row.kind,
  locale: row.locale,
  email: row.email,
  country: row.country,
  marketing: row.marketing === 1,
  data: row.data,
  createdAt: new Date(row.created_at),
});

interface SqliteApplicationRow {
  id: string;
  locale: string;
  email: string;
  data: string;
  created_at: number;
}

const toApplication = (row: SqliteApplicationRow): StoredApplication =>
  fromApplicationRow({ ...row, createdAt: new Date(row.created_at) });

/**
 * The embedded default: one SQLite file through Node's built-in `node:sqlite` (no native build).
 * WAL and a busy timeout let several processes (the site and `npm run leads`) share the file;
 * a claim runs in `BEGIN IMMEDIATE`, which takes the write lock before reading, so two claims
 * never return the same message.
 */
export class SqliteLeadStore implements LeadStore {
  readonly dialect = 'sqlite';

  /** The request path's writes (a lead, a spent proof): many requests, one commit. */
  private readonly writes: GroupCommit;

  private constructor(private readonly db: DatabaseSync) {
    this.writes = new GroupCommit(db);
  }

  static open(file: string): SqliteLeadStore {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    const db = new DatabaseSync(file);
    db.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;');
    const store = new SqliteLeadStore(db);
    store.migrate();
    return store;
  }

  private transaction<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  private migrate(): void {
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS lead_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
    );
    this.transaction(() => {
      const done = new Set(
        this.db
          .prepare('SELECT version FROM lead_migrations')
          .all()
          .map((row) => Number(row.version)),
      );
      for (const migration of MIGRATIONS) {
        if (done.has(migration.version)) continue;
        this.db.exec(migration.sqlite);
        this.db
          .prepare('INSERT INTO lead_migrations (version, name, applied_at) VALUES (?, ?, ?)')
          .run(migration.version, migration.name, Date.now());
      }
    });
  }

  async insert(
    lead: LeadInput,
    channels: readonly Channel[],
    now = new Date(),
  ): Promise<InsertedLead> {
    const row = toRow(randomUUID(), lead, now);
    // counted inside the write: SQLite has one writer at a time, across processes too
    const queued = await this.writes.run(() => {
      const within = channels.includes('confirmation')
        ? channelsWithin(channels, this.recentConfirmations(row.email, now))
        : [...channels];
      this.db
        .prepare(
          'INSERT INTO leads (id, kind, locale, email, country, marketing, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          row.id,
          row.kind,
          row.locale,
          row.email,
          row.country,
          row.marketing ? 1 : 0,
          row.data,
          now.getTime(),
        );
      const queue = this.db.prepare(
        'INSERT INTO outbox (lead_id, channel, due_at) VALUES (?, ?, ?)',
      );
      for (const channel of within) queue.run(row.id, channel, now.getTime());
      return within;
    });
    return { lead: fromRow(row), queued };
  }

  /** The confirmations queued to `email` in the hour and the day before `now`. */
  private recentConfirmations(email: string, now: Date): RecentConfirmations {
    const at = now.getTime();
    const counts = this.db
      .prepare(
        `SELECT COUNT(*) AS day, COALESCE(SUM(l.created_at > ?), 0) AS hour
           FROM leads l JOIN outbox o ON o.lead_id = l.id AND o.channel = 'confirmation'
          WHERE l.email = ? AND l.created_at > ? AND l.created_at <= ?`,
      )
      .get(at - HOUR_MS, email, at - DAY_MS, at);
    return { hour: Number(counts?.hour ?? 0), day: Number(counts?.day ?? 0) };
  }

  async claimDue(
    limit: number,
    leaseMs: number,
    now = new Date(),
    channels: readonly Channel[] = CHANNELS,
  ): Promise<OutboxMessage[]> {
    const at = now.getTime();
    const wanted = channels.map(() => '?').join(', ');
    const rows = this.transaction(() => {
      const due = this.db
        .prepare(
          `SELECT o.id AS message_id, o.channel, o.attempts, l.*
             FROM outbox o JOIN leads l ON l.id = o.lead_id
            WHERE o.status = 'pending' AND o.due_at <= ? AND (o.locked_until IS NULL OR o.locked_until <= ?)
              AND o.channel IN (${wanted})
            ORDER BY o.due_at, o.id LIMIT ?`,
        )
        .all(at, at, ...channels, limit) as unknown as (SqliteLeadRow & {
        message_id: number;
        channel: Channel;
        attempts: number;
      })[];
      const lock = this.db.prepare(
        'UPDATE outbox SET locked_until = ?, attempts = attempts + 1 WHERE id = ?',
      );
      for (const row of due) lock.run(at + leaseMs, row.message_id);
      return due;
    });
    return rows.map((row) => ({
      id: Number(row.message_id),
      leadId: row.id,
      channel: row.channel,
      attempts: Number(row.attempts) + 1,
      lead: fromRow(toLeadRow(row)),
    }));
  }

  async markSent(messageId: number, now = new Date()): Promise<void> {
    this.db
      .prepare(
        `UPDATE outbox SET status = 'sent', sent_at = ?, locked_until = NULL, last_error = NULL WHERE id = ?`,
      )
      .run(now.getTime(), messageId);
  }

  async markAttemptFailed(messageId: number, reason: string, retryAt: Date | null): Promise<void> {
    const args: SQLInputValue[] = [reasonText(reason), messageId];
    if (retryAt === null) {
      this.db
        .prepare(
          `UPDATE outbox SET status = 'failed', locked_until = NULL, last_error = ? WHERE id = ?`,
        )
        .run(...args);
    } else {
      this.db
        .prepare('UPDATE outbox SET due_at = ?, locked_until = NULL, last_error = ? WHERE id = ?')
        .run(retryAt.getTime(), ...args);
    }
  }

  async retryFailed(now = new Date()): Promise<number> {
    return this.transaction(() =>
      ['outbox', 'applications'].reduce(
        (sum, table) =>
          sum +
          Number(
            this.db
              .prepare(
                `UPDATE ${table} SET status = 'pending', attempts = 0, due_at = ? WHERE status = 'failed'`,
              )
              .run(now.getTime()).changes,
          ),
        0,
      ),
    );
  }

  async counts(): Promise<OutboxCounts> {
    const counts: OutboxCounts = { pending: 0, failed: 0, sent: 0 };
    for (const row of this.db
      .prepare(
        `SELECT status, COUNT(*) AS n FROM
           (SELECT status FROM outbox UNION ALL SELECT status FROM applications)
         GROUP BY status`,
      )
      .all()) {
      counts[row.status as keyof OutboxCounts] = Number(row.n);
    }
    return counts;
  }

  async list(limit: number): Promise<LeadSummary[]> {
    const rows = this.db
      .prepare('SELECT * FROM leads ORDER BY created_at DESC, id LIMIT ?')
      .all(limit) as unknown as SqliteLeadRow[];
    const statuses = this.db.prepare('SELECT status FROM outbox WHERE lead_id = ?');
    return rows.map((row) =>
      summary(
        toLeadRow(row),
        statuses.all(row.id).map((s) => String(s.status)),
      ),
    );
  }

  async all(): Promise<StoredLead[]> {
    const rows = this.db
      .prepare('SELECT * FROM leads ORDER BY created_at, id')
      .all() as unknown as SqliteLeadRow[];
    return rows.map((row) => fromRow(toLeadRow(row)));
  }

  async eraseByEmail(email: string): Promise<number> {
    const result = this.db
      .prepare('DELETE FROM leads WHERE email = ?')
      .run(email.trim().toLowerCase());
    return Number(result.changes);
  }

  async deleteOlderThan(cutoff: Date): Promise<number> {
    return Number(
      this.db.prepare('DELETE FROM leads WHERE created_at < ?').run(cutoff.getTime()).changes,
    );
  }

  async spendProof(nonce: string, expiresAt: Date): Promise<boolean> {
    const result = await this.writes.run(() =>
      this.db
        .prepare(
          'INSERT INTO spent_proofs (nonce, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
        )
        .run(nonce, expiresAt.getTime()),
    );
    return Number(result.changes) === 1;
  }

  async deleteExpiredProofs(now = new Date()): Promise<number> {
    return Number(
      this.db.prepare('DELETE FROM spent_proofs WHERE expires_at <= ?').run(now.getTime()).changes,
    );
  }

  async hold(key: string, until: Date, now = new Date()): Promise<boolean> {
    const result = await this.writes.run(() =>
      this.db
        .prepare(
          `INSERT INTO holds (key, held_until) VALUES (?, ?)
           ON CONFLICT (key) DO UPDATE SET held_until = excluded.held_until
           WHERE holds.held_until <= ?`,
        )
        .run(key, until.getTime(), now.getTime()),
    );
    return Number(result.changes) === 1;
  }

  async release(key: string, until: Date): Promise<void> {
    await this.writes.run(() =>
      this.db
        .prepare('DELETE FROM holds WHERE key = ? AND held_until = ?')
        .run(key, until.getTime()),
    );
  }

  async deleteEndedHolds(now = new Date()): Promise<number> {
    return Number(
      this.db.prepare('DELETE FROM holds WHERE held_until <= ?').run(now.getTime()).changes,
    );
  }

  async insertApplication(
    application: ApplicationInput,
    id: string,
    now = new Date(),
  ): Promise<StoredApplication> {
    const row = toApplicationRow(id, application, now);
    await this.writes.run(() =>
      this.db
        .prepare(
          'INSERT INTO applications (id, locale, email, data, created_at, due_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(row.id, row.locale, row.email, row.data, now.getTime(), now.getTime()),
    );
    return fromApplicationRow(row);
  }

  async claimDueApplications(
    limit: number,
    leaseMs: number,
    now = new Date(),
  ): Promise<ApplicationDelivery[]> {
    const at = now.getTime();
    const rows = this.transaction(() => {
      const due = this.db
        .prepare(
          `SELECT id, locale, email, data, created_at, attempts FROM applications
            WHERE status = 'pending' AND due_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
            ORDER BY due_at, id LIMIT ?`,
        )
        .all(at, at, limit) as unknown as (SqliteApplicationRow & { attempts: number })[];
      const lock = this.db.prepare(
        'UPDATE applications SET locked_until = ?, attempts = attempts + 1 WHERE id = ?',
      );
      for (const row of due) lock.run(at + leaseMs, row.id);
      return due;
    });
    return rows.map((row) => ({
      application: toApplication(row),
      attempts: Number(row.attempts) + 1,
    }));
  }

  async markApplicationSent(id: string, now = new Date()): Promise<void> {
    this.db
      .prepare(
        `UPDATE applications SET status = 'sent', sent_at = ?, locked_until = NULL, last_error = NULL WHERE id = ?`,
      )
      .run(now.getTime(), id);
  }

  async markApplicationAttemptFailed(
    id: string,
    reason: string,
    retryAt: Date | null,
  ): Promise<void> {
    if (retryAt === null) {
      this.db
        .prepare(
          `UPDATE applications SET status = 'failed', locked_until = NULL, last_error = ? WHERE id = ?`,
        )
        .run(reasonText(reason), id);
    } else {
      this.db
        .prepare(
          'UPDATE applications SET due_at = ?, locked_until = NULL, last_error = ? WHERE id = ?',
        )
        .run(retryAt.getTime(), reasonText(reason), id);
    }
  }

  async application(id: string): Promise<StoredApplication | undefined> {
    const row = this.db
      .prepare('SELECT id, locale, email, data, created_at FROM applications WHERE id = ?')
      .get(id) as unknown as SqliteApplicationRow | undefined;
    return row ? toApplication(row) : undefined;
  }

  async findApplications(
    filter: { email: string } | { before: Date },
  ): Promise<StoredApplication[]> {
    const [where, value] =
      'email' in filter
        ? ['email = ?', filter.email.trim().toLowerCase()]
        : ['created_at < ?', filter.before.getTime()];
    const rows = this.db
      .prepare(
        `SELECT id, locale, email, data, created_at FROM applications WHERE ${where} ORDER BY created_at, id`,
      )
      .all(value) as unknown as SqliteApplicationRow[];
    return rows.map(toApplication);
  }

  async deleteApplication(id: string): Promise<boolean> {
    return Number(this.db.prepare('DELETE FROM applications WHERE id = ?').run(id).changes) === 1;
  }

  async existingApplications(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const found = new Set<string>();
    const read = this.db.prepare('SELECT id FROM applications WHERE id = ?');
    for (const id of ids) if (read.get(id)) found.add(id);
    return found;
  }

  async keepAnswer(id: string, sealed: string, expiresAt: Date): Promise<void> {
    await this.writes.run(() =>
      this.db
        .prepare('INSERT INTO form_answers (id, sealed, expires_at) VALUES (?, ?, ?)')
        .run(id, sealed, expiresAt.getTime()),
    );
  }

  async answer(id: string, now = new Date()): Promise<string | undefined> {
    const row = this.db
      .prepare('SELECT sealed FROM form_answers WHERE id = ? AND expires_at > ?')
      .get(id, now.getTime());
    return row ? String(row.sealed) : undefined;
  }

  async deleteExpiredAnswers(now = new Date()): Promise<number> {
    return Number(
      this.db.prepare('DELETE FROM form_answers WHERE expires_at <= ?').run(now.getTime()).changes,
    );
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}
