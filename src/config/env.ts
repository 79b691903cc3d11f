import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true, false, 1 or 0' })
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  SITE_URL: z
    .url({ message: 'must be an absolute URL such as https://www.example.com' })
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  CONTENT_DIR: z.string().min(1).default('content'),
  BLOCK_FALLBACK: booleanFlag.default(false),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops the process with the variable named. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const blankToUndefined = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const result = envSchema.safeParse(blankToUndefined);
  if (!result.success) {
    const reasons = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${reasons.join('\n  ')}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
