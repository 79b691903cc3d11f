import { z } from 'zod';

/**
 * Failures the content server injects. Tests mutate the plan while the server runs; the CLI reads
 * it once from `CONTENT_SERVER_FAULTS` (JSON).
 */
export interface FaultPlan {
  /** Answer this many requests with 429, then serve normally. */
  rateLimited?: number;
  /** Answer `count` requests with `status` (a 5xx), then serve normally. */
  serverErrors?: { count: number; status: number };
  /** Milliseconds added before every response. */
  latencyMs?: number;
  /**
   * Default full slugs of stories answered as a broken CMS would: 200 and the story, but its
   * `translated_slugs` not a list (to the site, an unhandled error while rendering the page).
   */
  corruptStories?: string[];
}

export interface Fault {
  status: number;
  message: string;
}

/** Takes the next injected failure off the plan, if any: the 429 burst first, then the 5xx. */
export function takeFault(plan: FaultPlan): Fault | undefined {
  if (plan.rateLimited !== undefined && plan.rateLimited > 0) {
    plan.rateLimited -= 1;
    return { status: 429, message: 'Rate limit exceeded (injected fault)' };
  }
  const errors = plan.serverErrors;
  if (errors && errors.count > 0) {
    errors.count -= 1;
    return { status: errors.status, message: `Server error ${errors.status} (injected fault)` };
  }
  return undefined;
}

const count = z.number().int().min(0);
const faultPlanSchema = z.strictObject({
  rateLimited: count.optional(),
  serverErrors: z.strictObject({ count, status: z.number().int().min(500).max(599) }).optional(),
  latencyMs: z.number().min(0).optional(),
  corruptStories: z.array(z.string().min(1)).optional(),
});

/** The plan in `json` (empty: no faults); a bad value throws naming `variable` and the field. */
export function parseFaultPlan(json: string | undefined, variable: string): FaultPlan {
  if (json === undefined || json.trim() === '') return {};
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new Error(`${variable} is not JSON: ${(error as Error).message}`);
  }
  const result = faultPlanSchema.safeParse(data);
  if (!result.success) {
    const reasons = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(
      `${variable}: ${reasons.join('; ')} (expected e.g. {"rateLimited":3,"serverErrors":{"count":1,"status":503},"latencyMs":50})`,
    );
  }
  return result.data;
}
