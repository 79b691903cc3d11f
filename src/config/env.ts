import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true, false, 1 or 0' })
  .transform((value) => value === 'true' || value === '1');

/** Spec section 5: a tag-manager ID is `GTM-` plus capital letters and digits. */
export const GTM_ID_RULE = /^GTM-[A-Z0-9]+$/;

const envSchema = z.object({
  SITE_URL: z
    .url({ message: 'must be an absolute URL such as https://www.example.com' })
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  CONTENT_DIR: z.string().min(1).default('content'),
  /** The redirect table's file; by default `redirects.csv` in CONTENT_DIR. */
  REDIRECTS_FILE: z.string().min(1).optional(),
  BLOCK_FALLBACK: booleanFlag.default(false),
  /** `local` (the embedded store) or `storyblok`; unset means storyblok exactly when a token is set. */
  CONTENT_SOURCE: z
    .enum(['local', 'storyblok'], { message: 'must be local or storyblok' })
    .optional(),
  STORYBLOK_TOKEN: z.string().min(1).optional(),
  STORYBLOK_OAUTH_TOKEN: z.string().min(1).optional(),
  STORYBLOK_REGION: z
    .enum(['eu', 'us', 'ca', 'ap', 'cn'], { message: 'must be one of eu, us, ca, ap, cn' })
    .default('eu'),
  STORYBLOK_VERSION: z
    .enum(['published', 'draft'], { message: 'must be published or draft' })
    .default('published'),
  /** The API base including the version path, e.g. http://127.0.0.1:4000/v2; overrides the region. */
  STORYBLOK_ENDPOINT: z
    .url({ message: 'must be an absolute URL such as http://127.0.0.1:4000/v2' })
    .optional(),
  /**
   * The secret of the Storyblok webhook that publishes to the live site (`POST /api/revalidate`);
   * unset turns the endpoint off.
   */
  STORYBLOK_WEBHOOK_SECRET: z
    .string()
    .min(16, { message: 'must be at least 16 characters, so it cannot be guessed' })
    .optional(),
  /**
   * Storyblok's preview token: it signs the visual editor's links (`_storyblok_tk`) and, on the
   * Storyblok adapter, reads drafts. Unset: the editor cannot open a preview.
   */
  STORYBLOK_PREVIEW_TOKEN: z.string().min(1).optional(),
  /**
   * An asset token of the Storyblok space (Settings > Asset tokens): the Storyblok adapter asks
   * `cdn/assets/me` with it for the signed URL of a private asset (a partner document's file), and
   * the content server (`npm run content:serve`) accepts only it. Unset: partner files cannot be
   * opened from Storyblok (the embedded store needs none).
   */
  STORYBLOK_ASSET_TOKEN: z.string().min(1).optional(),
  /** The space the editor's links must name (`_storyblok_tk[space_id]`); unset accepts any. */
  STORYBLOK_SPACE_ID: z
    .string()
    .regex(/^[0-9]+$/, { message: 'must be the numeric id of the Storyblok space' })
    .optional(),
  /** Shared with people outside the editor: `/api/draft?secret=...&slug=...` opens a preview. */
  PREVIEW_SECRET: z
    .string()
    .min(16, { message: 'must be at least 16 characters, so it cannot be guessed' })
    .optional(),
  /** Storyblok's bridge script, loaded in preview only (the content server serves a stand-in). */
  STORYBLOK_BRIDGE_URL: z
    .url({
      message: 'must be an absolute URL such as https://app.storyblok.com/f/storyblok-v2-latest.js',
    })
    .default('https://app.storyblok.com/f/storyblok-v2-latest.js'),
  /**
   * Google Tag Manager's container (spec sections 1 and 5): loaded only after the visitor consents
   * to analytics (src/features/consent/). Unset: no analytics, and no analytics category to consent to.
   */
  GTM_ID: z
    .string()
    .regex(GTM_ID_RULE, {
      message: `must be GTM- followed by capital letters and digits, such as GTM-AB12CD3 (${GTM_ID_RULE.source})`,
    })
    .optional(),
  /**
   * Firebase Authentication's web configuration (spec sections 3 and 7): all three, or none. Set,
   * partners sign in (src/features/session/); unset, the site has no sign-in, no Firebase code on
   * any page, and `/api/__session` answers 404.
   */
  FIREBASE_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,}$/, {
      message: 'must be the web API key of the Firebase project (letters, digits, - and _)',
    })
    .optional(),
  FIREBASE_AUTH_DOMAIN: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]+)?$/, {
      message: 'must be a host name such as fortarc.firebaseapp.com',
    })
    .optional(),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, {
      message:
        'must be a Firebase project id: 6 to 30 lowercase letters, digits and hyphens (demo-… for the emulator)',
    })
    .optional(),
  /**
   * The Auth emulator (`npm run auth:emulator`), as `host:port`: the Admin SDK reads this variable
   * itself, and the web SDK is pointed at the same address.
   */
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.-]+:[0-9]{1,5}$/, { message: 'must be host:port, such as 127.0.0.1:9099' })
    .optional(),
  /** How long a partner's session lasts without a visit (Firebase allows 5 minutes to 14 days). */
  SESSION_LIFETIME_DAYS: z.coerce
    .number({ message: 'must be a whole number of days from 1 to 14' })
    .int({ message: 'must be a whole number of days from 1 to 14' })
    .min(1, { message: 'must be a whole number of days from 1 to 14' })
    .max(14, { message: 'must be a whole number of days from 1 to 14' })
    .default(5),
  /**
   * Signing out revokes the partner's Firebase refresh tokens, which signs them out on every device
   * and makes an ID token taken before the sign-out useless here.
   */
  SESSION_REVOKE_ON_SIGN_OUT: booleanFlag.default(true),
  /** The port `npm start` listens on. */
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  /** The address `npm start` binds to; unset means every interface. */
  HOSTNAME: z.string().min(1).optional(),
  /**
   * Redis shared by every instance (`npm start`): Next's cache of pages and data, and the news of a
   * publish. Unset: each instance keeps its own cache on disk and in memory.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, {
      message: 'must be a Redis URL such as redis://127.0.0.1:6379',
    })
    .optional(),
  /** The production server's log lines: JSON, or text; unset, text on a terminal, else JSON. */
  LOG_FORMAT: z.enum(['json', 'text'], { message: 'must be json or text' }).optional(),
  /**
   * Which requests the production server logs: `problems` (5xx, cut short, over a second), or
   * `all` (an access line per request; nginx keeps one already in the deployment).
   */
  LOG_REQUESTS: z
    .enum(['problems', 'all'], { message: 'must be problems or all' })
    .default('problems'),
  /** Memory for answers kept by the server (`server/`), in MB; 0 turns the response cache off. */
  RESPONSE_CACHE_MB: z.coerce
    .number({ message: 'must be a number of megabytes (0 turns the cache off)' })
    .min(0)
    .max(65536)
    .default(64),
  /**
   * After SIGTERM or SIGINT, how long the server goes on accepting and answering (readiness 503,
   * `Connection: close`) before it stops listening: a load balancer sees it leave, and connections
   * already queued are served. Then requests in flight get up to 10 s more.
   */
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ message: 'must be a number of milliseconds (0: stop listening at once)' })
    .int()
    .min(0)
    .max(120_000)
    .default(5000),
  /**
   * The port of the Prometheus metrics (`GET /metrics`), a listener of its own; unset, no metrics.
   * The public port never serves them.
   */
  METRICS_PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int()
    .min(1)
    .max(65535)
    .optional(),
  /**
   * Turns on the content server's Management API (`npm run content:serve`), which then writes
   * edits to CONTENT_DIR's files; its requests carry this token in `Authorization`.
   */
  CONTENT_SERVER_MANAGEMENT_TOKEN: z
    .string()
    .min(8, { message: 'must be at least 8 characters' })
    .optional(),
  /** Where the content server sends the signed webhook after an edit (signed with STORYBLOK_WEBHOOK_SECRET). */
  CONTENT_SERVER_WEBHOOK_URL: z
    .url({ message: 'must be an absolute URL such as http://localhost:3000/api/revalidate' })
    .optional(),
  CONTENT_SERVER_PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int()
    .min(1)
    .max(65535)
    .default(4000),
});

const FIREBASE_WEB_CONFIG = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
] as const;

/** Sign-in is configured by all three web values or by none: half a configuration is a mistake. */
const checkedSchema = envSchema.superRefine((config, context) => {
  const set = FIREBASE_WEB_CONFIG.filter((name) => config[name] !== undefined);
  if (set.length > 0 && set.length < FIREBASE_WEB_CONFIG.length) {
    for (const name of FIREBASE_WEB_CONFIG.filter((name) => config[name] === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `must be set too: sign-in needs ${FIREBASE_WEB_CONFIG.join(', ')}, or none of them`,
      });
    }
  }
  if (config.FIREBASE_AUTH_EMULATOR_HOST && set.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['FIREBASE_AUTH_EMULATOR_HOST'],
      message: `needs ${FIREBASE_WEB_CONFIG.join(', ')} (any values for the emulator, a demo- project id)`,
    });
  }
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT) {
    context.addIssue({
      code: 'custom',
      path: ['METRICS_PORT'],
      message: 'must differ from PORT: the public port never serves the metrics',
    });
  }
});

export type Env = z.infer<typeof envSchema>;

/** Which adapter the gateway uses: explicit, or Storyblok as soon as a token is configured. */
export function contentSourceKind(config: Env): 'local' | 'storyblok' {
  return (
    config.CONTENT_SOURCE ??
    (config.STORYBLOK_TOKEN || config.STORYBLOK_OAUTH_TOKEN ? 'storyblok' : 'local')
  );
}

/**
 * Reads variables with `schema`: a blank value counts as unset, and a bad one throws naming every
 * variable and its reason (the site's settings here, the forms' in src/leads/leads-config.ts).
 */
export function parseVariables<Schema extends z.ZodType>(
  schema: Schema,
  source: Record<string, string | undefined>,
): z.infer<Schema> {
  const blankToUndefined = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const result = schema.safeParse(blankToUndefined);
  if (!result.success) {
    const reasons = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${reasons.join('\n  ')}`);
  }
  return result.data;
}

/** Parses the environment once; a bad value stops the process with the variable named. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  return parseVariables(checkedSchema, source);
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
