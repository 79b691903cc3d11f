import path from 'node:path';
import { z } from 'zod';
import { parseVariables } from '../config/env';

/**
 * The configuration of visitors' requests (README, "Requests from visitors"): where they are kept
 * and where they are delivered. Parsed at start; a bad value stops the process naming the variable.
 */
const addresses = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((a) => a.trim())
      .filter((a) => a !== ''),
  )
  .pipe(z.array(z.email({ message: 'must be e-mail addresses separated by commas' })).min(1));

const leadsSchema = z.object({
  /** `postgres://user:password@host:5432/db`; unset: SQLite in LEADS_DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, {
      message: 'must be a PostgreSQL URL such as postgres://user:pass@host:5432/fortarc',
    })
    .optional(),
  /** The folder of the SQLite file (`leads.sqlite`), relative to the working directory. */
  LEADS_DATA_DIR: z.string().min(1).default('data'),
  /** `smtp://user:pass@host:587` or `smtps://…:465`; unset: requests are stored, not sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, {
      message: 'must be an SMTP URL such as smtp://user:pass@mail.example.com:587',
    })
    .optional(),
  /** The sender of the e-mails to sales. */
  LEADS_FROM: z.email({ message: 'must be an e-mail address' }).default('website@fortarc.example'),
  /** Sales' addresses (comma-separated); the CMS's global settings may name one per topic. */
  LEADS_TO: addresses.default(['sales@fortarc.example']),
  /** A CRM's webhook: each request is POSTed there as signed JSON too. */
  LEADS_WEBHOOK_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  /**
   * `1`: the visitor gets a confirmation e-mail (fixed words, the reference, the company's
   * contacts; nothing the visitor typed). Off by default: the thank-you page is the receipt.
   */
  LEADS_CONFIRMATION: z
    .enum(['true', 'false', '1', '0'], { message: 'must be 1 or 0 (true or false)' })
    .transform((value) => value === 'true' || value === '1')
    .default(false),
  /** Signs the webhook (HMAC-SHA256) and the forms' timing tokens; shared by every instance. */
  LEADS_SECRET: z
    .string()
    .min(16, { message: 'must be at least 16 characters, so it cannot be guessed' })
    .optional(),
  /** Days a request is kept; older ones are deleted (the outbox worker checks hourly). */
  LEADS_RETENTION_DAYS: z.coerce
    .number({ message: 'must be a whole number of days' })
    .int({ message: 'must be a whole number of days' })
    .min(1, { message: 'must be a whole number of days, at least 1' })
    .default(730),
  /** Delivery attempts before a message is kept as failed. */
  LEADS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(10),
  /** The first retry's delay; each further one doubles it (up to an hour). */
  LEADS_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** The longest delay between two attempts. */
  LEADS_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  /** Form posts one client may make per minute before the server answers 429. */
  LEADS_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** The fewest seconds between loading a form and sending it; quicker is a robot. */
  LEADS_MIN_SECONDS: z.coerce.number().min(0).max(600).default(3),
  /**
   * The fewest seconds between two requests one network stores without a proof of work (a
   * browser without JavaScript): a second one sooner is refused. 0 turns the lane off.
   */
  LEADS_PLAIN_INTERVAL_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .min(0, { message: 'must be a number of seconds, 0 to 3600' })
    .max(3600, { message: 'must be a number of seconds, 0 to 3600' })
    .default(60),
  /**
   * Job applications (issue 64): the folder of their files when no bucket is set (default
   * `$LEADS_DATA_DIR/jobs`); give every instance the same one, or use a bucket.
   */
  JOBS_DATA_DIR: z.string().min(1).optional(),
  /** A Cloud Storage bucket (Firebase Storage's) for the files instead of the folder. */
  JOBS_STORAGE_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/, {
      message: 'must be a bucket name such as fortarc.firebasestorage.app (no gs://)',
    })
    .optional(),
  /** Firebase's Storage emulator (`npm run storage:emulator`), as `host:port`; the SDK reads it. */
  FIREBASE_STORAGE_EMULATOR_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.-]+:[0-9]{1,5}$/, { message: 'must be host:port, such as 127.0.0.1:9199' })
    .optional(),
  /** HR's addresses, for an application whose page names none (comma-separated). */
  JOBS_TO: addresses.default(['jobs@fortarc.example']),
  /** Days an application and its files are kept. */
  JOBS_RETENTION_DAYS: z.coerce
    .number({ message: 'must be a whole number of days' })
    .int({ message: 'must be a whole number of days' })
    .min(1, { message: 'must be a whole number of days, at least 1' })
    .default(180),
});

export type LeadsConfig = z.infer<typeof leadsSchema>;

/** The folder of applications' files: JOBS_DATA_DIR, else `jobs` in the leads' data folder. */
export function jobsDataDir(config: LeadsConfig): string {
  return (
    config.JOBS_DATA_DIR ?? path.join(/* turbopackIgnore: true */ config.LEADS_DATA_DIR, 'jobs')
  );
}

export function parseLeadsConfig(source: Record<string, string | undefined>): LeadsConfig {
  return parseVariables(leadsSchema, source);
}

let processConfig: LeadsConfig | undefined;

/**
 * This process's configuration, parsed once: the environment does not change after start, and
 * parsing it on every form post was a measurable part of the post.
 */
export function processLeadsConfig(): LeadsConfig {
  processConfig ??= parseLeadsConfig(process.env);
  return processConfig;
}
