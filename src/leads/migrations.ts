/**
 * The store's schema, versioned: each entry runs once, in order, at open, in one transaction with
 * its row in `lead_migrations`. Never edit an entry that has shipped; add the next one.
 * The SQL is the subset SQLite and PostgreSQL share, with each dialect's types where they differ.
 */
export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

const leads = (idType: string, timeType: string, boolType: string) => `
CREATE TABLE leads (
  id ${idType} PRIMARY KEY,
  kind TEXT NOT NULL,
  locale TEXT NOT NULL,
  email TEXT NOT NULL,
  country TEXT NOT NULL,
  marketing ${boolType} NOT NULL,
  data TEXT NOT NULL,
  created_at ${timeType} NOT NULL
);
CREATE INDEX leads_email ON leads (email);
CREATE INDEX leads_created_at ON leads (created_at);
`;

/**
 * A job application: what the store filters by in columns, the rest as JSON, and its one
 * delivery (the e-mail to HR) in the row itself, claimed with a lease as the outbox's messages are.
 */
const applications = (idType: string, timeType: string) => `
CREATE TABLE applications (
  id ${idType} PRIMARY KEY,
  locale TEXT NOT NULL,
  email TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at ${timeType} NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  due_at ${timeType} NOT NULL,
  locked_until ${timeType},
  last_error TEXT,
  sent_at ${timeType}
);
CREATE INDEX applications_email ON applications (email);
CREATE INDEX applications_created_at ON applications (created_at);
CREATE INDEX applications_due ON applications (status, due_at);`;

/** A form's answer to a post without JavaScript, sealed, kept for the page that shows it. */
const answers = (timeType: string) => `
CREATE TABLE form_answers (
  id TEXT PRIMARY KEY,
  sealed TEXT NOT NULL,
  expires_at ${timeType} NOT NULL
);
CREATE INDEX form_answers_expires_at ON form_answers (expires_at);`;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'leads and outbox',
    sqlite: `${leads('TEXT', 'INTEGER', 'INTEGER')}
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  due_at INTEGER NOT NULL,
  locked_until INTEGER,
  last_error TEXT,
  sent_at INTEGER,
  UNIQUE (lead_id, channel)
);
CREATE INDEX outbox_due ON outbox (status, due_at);`,
    postgres: `${leads('UUID', 'TIMESTAMPTZ', 'BOOLEAN')}
CREATE TABLE outbox (
  id BIGSERIAL PRIMARY KEY,
  lead_id UUID NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  due_at TIMESTAMPTZ NOT NULL,
  locked_until TIMESTAMPTZ,
  last_error TEXT,
  sent_at TIMESTAMPTZ,
  UNIQUE (lead_id, channel)
);
CREATE INDEX outbox_due ON outbox (status, due_at);`,
  },
  {
    version: 2,
    name: 'spent proofs of work',
    // one row per accepted proof until its challenge expires: the key refuses a second spend on
    // any instance sharing the store
    sqlite: `CREATE TABLE spent_proofs (
  nonce TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX spent_proofs_expires_at ON spent_proofs (expires_at);`,
    postgres: `CREATE TABLE spent_proofs (
  nonce TEXT PRIMARY KEY,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX spent_proofs_expires_at ON spent_proofs (expires_at);`,
  },
  {
    version: 3,
    name: 'holds: spent timing tokens, the lane without a proof',
    // a key held until a time (`token:<id>`, `plain:<client hash>`): the key refuses a second
    // hold in force on any instance sharing the store; the hourly retention forgets ended ones
    sqlite: `CREATE TABLE holds (
  key TEXT PRIMARY KEY,
  held_until INTEGER NOT NULL
);
CREATE INDEX holds_held_until ON holds (held_until);`,
    postgres: `CREATE TABLE holds (
  key TEXT PRIMARY KEY,
  held_until TIMESTAMPTZ NOT NULL
);
CREATE INDEX holds_held_until ON holds (held_until);`,
  },
  {
    version: 4,
    name: 'job applications, and forms’ answers to posts without JavaScript',
    sqlite: `${applications('TEXT', 'INTEGER')}
${answers('INTEGER')}`,
    postgres: `${applications('UUID', 'TIMESTAMPTZ')}
${answers('TIMESTAMPTZ')}`,
  },
];
