import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type {
  ApplicationDelivery,
  ApplicationInput,
  StoredApplication,
} from '../applications/application';
import { fromApplicationRow, toApplicationRow } from '../applications/application-row';
import { channelsWithin, DAY_MS, HOUR_MS, type RecentConfirmations } from '../confirmation-limits';
import { fromRow, reasonText, summary, toRow, type LeadRow } from '../lead-row';
import type { LeadInput } from '../lead-schema';
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

interface PgLeadRow {
  id: string;
  kind: string;
  locale: string;
  email: string;
  country: string;
  marketing: boolean;
  data: string;
  created_at: Date;
}

const toLeadRow = (row: PgLeadRow): LeadRow => ({
  id: row.id,
  kind: row.kind,
  locale: row.locale,
  email: row.email,
  country: row.country,
  marketing: row.marketing,
  data: row.data,
  createdAt: row.created_at,
});

interface PgApplicationRow {
  id: string;
  locale: string;
  email: string;
  data: string;
  created_at: Date;
}

const toApplication = (row: PgApplicationRow): StoredApplication =>
  fromApplicationRow({ ...row, createdAt: row.created_at });

const APPLICATION_COLUMNS = 'id, locale, email, data, created_at';

/** A UUID's text: PostgreSQL refuses any other as a `uuid`, where SQLite just finds nothing. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any fixed number: the instances that start at once take turns migrating under this lock. */
const MIGRATION_LOCK = 440_044;
/** The class of the per-address locks of confirmations (two-key advisory locks, apart from the above). */
const CONFIRMATION_LOCK = 440_045;

/**
 * PostgreSQL through `pg`, for several instances sharing one store (`DATABASE_URL=postgres://…`).
 * A claim is one statement: `FOR UPDATE SKIP LOCKED` picks due messages no other transaction is
 * claiming, and the lease (`locked_until`) keeps them from the other instances until it ends.
 */
export class PostgresLeadStore implements LeadStore {
  readonly dialect = 'postgres';

  private constructor(private readonly pool: pg.Pool) {}

  static async open(connectionString: string): Promise<PostgresLeadStore> {
    const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
    // an idle connection dropped by the server is not a crash of the site
    pool.on('error', () => {});
    const store = new PostgresLeadStore(pool);
    try {
      await store.migrate();
    } catch (error) {
      await pool.end();
      throw error;
    }
    return store;
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  private async migrate(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(
        'CREATE TABLE IF NOT EXISTS lead_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)',
      );
      const done = new Set(
        (await client.query<{ version: number }>('SELECT version FROM lead_migrations')).rows.map(
          (row) => row.version,
        ),
      );
      for (const migration of MIGRATIONS) {
        if (done.has(migration.version)) continue;
        await client.query(migration.postgres);
        await client.query(
          'INSERT INTO lead_migrations (version, name, applied_at) VALUES ($1, $2, now())',
          [migration.version, migration.name],
        );
      }
    });
  }

  async insert(
    lead: LeadInput,
    channels: readonly Channel[],
    now = new Date(),
  ): Promise<InsertedLead> {
    const row = toRow(randomUUID(), lead, now);
    // one statement, so one round trip and its own transaction: the lead and its messages are
    // stored together or not at all, without BEGIN and COMMIT on a connection of their own
    const store = (db: pg.Pool | pg.PoolClient, queued: readonly Channel[]) =>
      db.query(
        `WITH lead AS (
           INSERT INTO leads (id, kind, locale, email, country, marketing, data, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
         )
         INSERT INTO outbox (lead_id, channel, due_at)
         SELECT lead.id, channel, $8 FROM lead, unnest($9::text[]) AS channel`,
        [
          row.id,
          row.kind,
          row.locale,
          row.email,
          row.country,
          row.marketing,
          row.data,
          now,
          queued,
        ],
      );
    if (!channels.includes('confirmation')) {
      await store(this.pool, channels);
      return { lead: fromRow(row), queued: [...channels] };
    }
    // a confirmation is counted and queued under a lock of its address, taken before the count
    // is read (a statement sees what was committed when it began), so two instances storing a
    // request to one address at once take turns and neither passes the limit
    const queued = await this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        CONFIRMATION_LOCK,
        row.email,
      ]);
      const within = channelsWithin(
        channels,
        await this.recentConfirmations(client, row.email, now),
      );
      await store(client, within);
      return within;
    });
    return { lead: fromRow(row), queued };
  }

  /** The confirmations queued to `email` in the hour and the day before `now`. */
  private async recentConfirmations(
    client: pg.PoolClient,
    email: string,
    now: Date,
  ): Promise<RecentConfirmations> {
    const { rows } = await client.query<{ hour: string; day: string }>(
      `SELECT COUNT(*) FILTER (WHERE l.created_at > $2) AS hour, COUNT(*) AS day
         FROM leads l JOIN outbox o ON o.lead_id = l.id AND o.channel = 'confirmation'
        WHERE l.email = $1 AND l.created_at > $3 AND l.created_at <= $4`,
      [email, new Date(now.getTime() - HOUR_MS), new Date(now.getTime() - DAY_MS), now],
    );
    return { hour: Number(rows[0]?.hour ?? 0), day: Number(rows[0]?.day ?? 0) };
  }

  async claimDue(
    limit: number,
    leaseMs: number,
    now = new Date(),
    channels: readonly Channel[] = CHANNELS,
  ): Promise<OutboxMessage[]> {
    const until = new Date(now.getTime() + leaseMs);
    const { rows } = await this.pool.query<
      PgLeadRow & { message_id: string; channel: Channel; attempts: number }
    >(
      `WITH due AS (
         SELECT id FROM outbox
          WHERE status = 'pending' AND due_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
            AND channel = ANY($4::text[])
          ORDER BY due_at, id LIMIT $2
          FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE outbox o SET locked_until = $3, attempts = o.attempts + 1
           FROM due WHERE o.id = due.id
         RETURNING o.id AS message_id, o.lead_id, o.channel, o.attempts
       )
       SELECT c.message_id, c.channel, c.attempts, l.*
         FROM claimed c JOIN leads l ON l.id = c.lead_id
        ORDER BY c.message_id`,
      [now, limit, until, channels],
    );
    return rows.map((row) => ({
      id: Number(row.message_id),
      leadId: row.id,
      channel: row.channel,
      attempts: row.attempts,
      lead: fromRow(toLeadRow(row)),
    }));
  }

  async markSent(messageId: number, now = new Date()): Promise<void> {
    await this.pool.query(
      `UPDATE outbox SET status = 'sent', sent_at = $1, locked_until = NULL, last_error = NULL WHERE id = $2`,
      [now, messageId],
    );
  }

  async markAttemptFailed(messageId: number, reason: string, retryAt: Date | null): Promise<void> {
    if (retryAt === null) {
      await this.pool.query(
        `UPDATE outbox SET status = 'failed', locked_until = NULL, last_error = $1 WHERE id = $2`,
        [reasonText(reason), messageId],
      );
    } else {
      await this.pool.query(
        'UPDATE outbox SET due_at = $1, locked_until = NULL, last_error = $2 WHERE id = $3',
        [retryAt, reasonText(reason), messageId],
      );
    }
  }

  async retryFailed(now = new Date()): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      `WITH messages AS (
         UPDATE outbox SET status = 'pending', attempts = 0, due_at = $1 WHERE status = 'failed'
         RETURNING 1
       ), applications AS (
         UPDATE applications SET status = 'pending', attempts = 0, due_at = $1 WHERE status = 'failed'
         RETURNING 1
       )
       SELECT (SELECT COUNT(*) FROM messages) + (SELECT COUNT(*) FROM applications) AS n`,
      [now],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async counts(): Promise<OutboxCounts> {
    const counts: OutboxCounts = { pending: 0, failed: 0, sent: 0 };
    const { rows } = await this.pool.query<{ status: keyof OutboxCounts; n: string }>(
      `SELECT status, COUNT(*) AS n FROM
         (SELECT status FROM outbox UNION ALL SELECT status FROM applications) AS deliveries
       GROUP BY status`,
    );
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }

  async list(limit: number): Promise<LeadSummary[]> {
    const { rows } = await this.pool.query<PgLeadRow & { statuses: string[] }>(
      `SELECT l.*, COALESCE(array_agg(o.status) FILTER (WHERE o.status IS NOT NULL), '{}') AS statuses
         FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id
        GROUP BY l.id ORDER BY l.created_at DESC, l.id LIMIT $1`,
      [limit],
    );
    return rows.map((row) => summary(toLeadRow(row), row.statuses));
  }

  async all(): Promise<StoredLead[]> {
    const { rows } = await this.pool.query<PgLeadRow>(
      'SELECT * FROM leads ORDER BY created_at, id',
    );
    return rows.map((row) => fromRow(toLeadRow(row)));
  }

  async eraseByEmail(email: string): Promise<number> {
    const result = await this.pool.query('DELETE FROM leads WHERE email = $1', [
      email.trim().toLowerCase(),
    ]);
    return result.rowCount ?? 0;
  }

  async deleteOlderThan(cutoff: Date): Promise<number> {
    const result = await this.pool.query('DELETE FROM leads WHERE created_at < $1', [cutoff]);
    return result.rowCount ?? 0;
  }

  async spendProof(nonce: string, expiresAt: Date): Promise<boolean> {
    const result = await this.pool.query(
      'INSERT INTO spent_proofs (nonce, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [nonce, expiresAt],
    );
    return result.rowCount === 1;
  }

  async deleteExpiredProofs(now = new Date()): Promise<number> {
    const result = await this.pool.query('DELETE FROM spent_proofs WHERE expires_at <= $1', [now]);
    return result.rowCount ?? 0;
  }

  async hold(key: string, until: Date, now = new Date()): Promise<boolean> {
    const result = await this.pool.query(
      `INSERT INTO holds (key, held_until) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET held_until = excluded.held_until
       WHERE holds.held_until <= $3`,
      [key, until, now],
    );
    return result.rowCount === 1;
  }

  async release(key: string, until: Date): Promise<void> {
    await this.pool.query('DELETE FROM holds WHERE key = $1 AND held_until = $2', [key, until]);
  }

  async deleteEndedHolds(now = new Date()): Promise<number> {
    const result = await this.pool.query('DELETE FROM holds WHERE held_until <= $1', [now]);
    return result.rowCount ?? 0;
  }

  async insertApplication(
    application: ApplicationInput,
    id: string,
    now = new Date(),
  ): Promise<StoredApplication> {
    const row = toApplicationRow(id, application, now);
    await this.pool.query(
      'INSERT INTO applications (id, locale, email, data, created_at, due_at) VALUES ($1, $2, $3, $4, $5, $5)',
      [row.id, row.locale, row.email, row.data, now],
    );
    return fromApplicationRow(row);
  }

  async claimDueApplications(
    limit: number,
    leaseMs: number,
    now = new Date(),
  ): Promise<ApplicationDelivery[]> {
    const until = new Date(now.getTime() + leaseMs);
    const { rows } = await this.pool.query<PgApplicationRow & { attempts: number }>(
      `WITH due AS (
         SELECT id FROM applications
          WHERE status = 'pending' AND due_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
          ORDER BY due_at, id LIMIT $2
          FOR UPDATE SKIP LOCKED
       )
       UPDATE applications a SET locked_until = $3, attempts = a.attempts + 1
         FROM due WHERE a.id = due.id
       RETURNING a.id, a.locale, a.email, a.data, a.created_at, a.attempts`,
      [now, limit, until],
    );
    return rows
      .map((row) => ({ application: toApplication(row), attempts: row.attempts }))
      .sort((a, b) => a.application.createdAt.getTime() - b.application.createdAt.getTime());
  }

  async markApplicationSent(id: string, now = new Date()): Promise<void> {
    await this.pool.query(
      `UPDATE applications SET status = 'sent', sent_at = $1, locked_until = NULL, last_error = NULL WHERE id = $2`,
      [now, id],
    );
  }

  async markApplicationAttemptFailed(
    id: string,
    reason: string,
    retryAt: Date | null,
  ): Promise<void> {
    if (retryAt === null) {
      await this.pool.query(
        `UPDATE applications SET status = 'failed', locked_until = NULL, last_error = $1 WHERE id = $2`,
        [reasonText(reason), id],
      );
    } else {
      await this.pool.query(
        'UPDATE applications SET due_at = $1, locked_until = NULL, last_error = $2 WHERE id = $3',
        [retryAt, reasonText(reason), id],
      );
    }
  }

  async application(id: string): Promise<StoredApplication | undefined> {
    if (!UUID.test(id)) return undefined;
    const { rows } = await this.pool.query<PgApplicationRow>(
      `SELECT ${APPLICATION_COLUMNS} FROM applications WHERE id = $1`,
      [id],
    );
    return rows[0] ? toApplication(rows[0]) : undefined;
  }

  async findApplications(
    filter: { email: string } | { before: Date },
  ): Promise<StoredApplication[]> {
    const [where, value] =
      'email' in filter
        ? ['email = $1', filter.email.trim().toLowerCase()]
        : ['created_at < $1', filter.before];
    const { rows } = await this.pool.query<PgApplicationRow>(
      `SELECT ${APPLICATION_COLUMNS} FROM applications WHERE ${where} ORDER BY created_at, id`,
      [value],
    );
    return rows.map(toApplication);
  }

  async deleteApplication(id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const result = await this.pool.query('DELETE FROM applications WHERE id = $1', [id]);
    return result.rowCount === 1;
  }

  async existingApplications(ids: readonly string[]): Promise<Set<string>> {
    const wanted = ids.filter((id) => UUID.test(id));
    if (wanted.length === 0) return new Set();
    const { rows } = await this.pool.query<{ id: string }>(
      'SELECT id FROM applications WHERE id = ANY($1::uuid[])',
      [wanted],
    );
    return new Set(rows.map((row) => row.id));
  }

  async keepAnswer(id: string, sealed: string, expiresAt: Date): Promise<void> {
    await this.pool.query('INSERT INTO form_answers (id, sealed, expires_at) VALUES ($1, $2, $3)', [
      id,
      sealed,
      expiresAt,
    ]);
  }

  async answer(id: string, now = new Date()): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ sealed: string }>(
      'SELECT sealed FROM form_answers WHERE id = $1 AND expires_at > $2',
      [id, now],
    );
    return rows[0]?.sealed;
  }

  async deleteExpiredAnswers(now = new Date()): Promise<number> {
    const result = await this.pool.query('DELETE FROM form_answers WHERE expires_at <= $1', [now]);
    return result.rowCount ?? 0;
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
