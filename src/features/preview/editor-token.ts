import { createHash, timingSafeEqual } from 'node:crypto';

/** Storyblok's editor links are valid for an hour after the editor signs them. */
export const EDITOR_LINK_LIFETIME_SECONDS = 60 * 60;
/** Clocks differ a little between Storyblok and this server. */
const CLOCK_SKEW_SECONDS = 5 * 60;

export const EDITOR_TOKEN_PARAMS = {
  spaceId: '_storyblok_tk[space_id]',
  timestamp: '_storyblok_tk[timestamp]',
  token: '_storyblok_tk[token]',
} as const;

export type EditorTokenCheck = { ok: true } | { ok: false; reason: string };

/** Whether a URL's query is a visual editor link (it carries the editor's signature). */
export function isEditorLink(params: URLSearchParams): boolean {
  return params.has(EDITOR_TOKEN_PARAMS.token);
}

/**
 * Checks the visual editor's signature on a preview link the way Storyblok documents it:
 * `_storyblok_tk[token]` is the SHA-1 hex of `space_id:preview_token:timestamp`, and the
 * timestamp (seconds) is at most an hour old. `spaceId`, when configured, must be the link's.
 */
export function checkEditorToken(
  params: URLSearchParams,
  previewToken: string,
  { nowMs, spaceId }: { nowMs: number; spaceId?: string },
): EditorTokenCheck {
  const linkSpace = params.get(EDITOR_TOKEN_PARAMS.spaceId);
  const timestamp = params.get(EDITOR_TOKEN_PARAMS.timestamp);
  const token = params.get(EDITOR_TOKEN_PARAMS.token);
  if (!linkSpace || !timestamp || !token) {
    return { ok: false, reason: 'the link lacks the space id, timestamp or token' };
  }
  if (spaceId !== undefined && linkSpace !== spaceId) {
    return { ok: false, reason: `the link is for space ${linkSpace}, not ${spaceId}` };
  }
  if (!/^[0-9]{1,12}$/.test(timestamp))
    return { ok: false, reason: 'the timestamp is not a number' };
  const age = Math.floor(nowMs / 1000) - Number(timestamp);
  if (age > EDITOR_LINK_LIFETIME_SECONDS) return { ok: false, reason: 'the link has expired' };
  if (age < -CLOCK_SKEW_SECONDS) return { ok: false, reason: 'the timestamp is in the future' };
  const expected = createHash('sha1').update(`${linkSpace}:${previewToken}:${timestamp}`).digest();
  const given = /^[0-9a-f]{40}$/i.test(token) ? Buffer.from(token, 'hex') : undefined;
  if (!given || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'the token does not match the preview token' };
  }
  return { ok: true };
}

/** The signed link parameters for `timestamp` (seconds): what Storyblok's editor adds to a URL. */
export function signEditorLink(spaceId: string, previewToken: string, timestamp: number) {
  const token = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
  return new URLSearchParams([
    [EDITOR_TOKEN_PARAMS.spaceId, spaceId],
    [EDITOR_TOKEN_PARAMS.timestamp, String(timestamp)],
    [EDITOR_TOKEN_PARAMS.token, token],
  ]);
}
