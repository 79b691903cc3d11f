/** The story events Storyblok sends a webhook for, and the datasource one. */
export const STORY_ACTIONS = ['published', 'unpublished', 'deleted', 'moved'] as const;
export const DATASOURCE_ACTIONS = ['entries_updated'] as const;

export type WebhookEvent =
  | {
      kind: 'story';
      action: (typeof STORY_ACTIONS)[number];
      spaceId: number;
      storyId: number;
      /** Present only when the space sends it (a custom payload); never relied on. */
      fullSlug?: string;
    }
  | {
      kind: 'datasource';
      action: (typeof DATASOURCE_ACTIONS)[number];
      spaceId: number;
      datasourceSlug: string;
    };

export type ParsedWebhook = { ok: true; event: WebhookEvent } | { ok: false; reason: string };

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * Reads a webhook body (already authenticated). Storyblok's payload always has `text`, `action`
 * and `space_id`; story events add `story_id`, datasource events `datasource_slug`. Anything else
 * is a malformed body, with the reason said.
 */
export function parseWebhookEvent(rawBody: string): ParsedWebhook {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'the body is not JSON' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, reason: 'the body is not a JSON object' };
  }
  const fields = body as Record<string, unknown>;
  if (!isId(fields.space_id)) return { ok: false, reason: 'space_id must be a positive integer' };
  if (includes(STORY_ACTIONS, fields.action)) {
    if (!isId(fields.story_id)) {
      return { ok: false, reason: 'story_id must be a positive integer' };
    }
    return {
      ok: true,
      event: {
        kind: 'story',
        action: fields.action,
        spaceId: fields.space_id,
        storyId: fields.story_id,
        ...(typeof fields.full_slug === 'string' && { fullSlug: fields.full_slug }),
      },
    };
  }
  if (includes(DATASOURCE_ACTIONS, fields.action)) {
    if (typeof fields.datasource_slug !== 'string' || fields.datasource_slug === '') {
      return { ok: false, reason: 'datasource_slug must be a non-empty string' };
    }
    return {
      ok: true,
      event: {
        kind: 'datasource',
        action: fields.action,
        spaceId: fields.space_id,
        datasourceSlug: fields.datasource_slug,
      },
    };
  }
  const known = [...STORY_ACTIONS, ...DATASOURCE_ACTIONS].join(', ');
  return { ok: false, reason: `action must be one of ${known}` };
}
