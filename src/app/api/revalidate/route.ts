import { env } from '@/config/env';
import { publish } from '@/features/publish/publish';
import { jsonAnswer as answer } from '../_http/json-answer';
import { readLimited } from '../_http/read-limited';
import { hasValidSignature } from '@/content/storyblok/webhook-signature';
import { parseWebhookEvent } from '@/content/storyblok/webhook-event';
import {
  ANNOUNCE_PUBLISH,
  PEER_REPLAY_HEADER,
  type AnnouncePublish,
} from '../../../../server/cache-protocol';

export const dynamic = 'force-dynamic';

/** Storyblok's payloads are a few hundred bytes; anything far larger is not one of them. */
const MAX_BODY_BYTES = 16 * 1024;

const notConfigured = () =>
  answer(404, { error: 'The publish webhook is off: STORYBLOK_WEBHOOK_SECRET is not set.' });

/**
 * The publish webhook (issue 17): Storyblok calls it when a story is published, unpublished,
 * deleted or moved, or a datasource is saved. Only a body signed with the shared secret
 * (`webhook-signature`, HMAC-SHA1 of the raw body) changes anything.
 */
export async function POST(request: Request) {
  const secret = env().STORYBLOK_WEBHOOK_SECRET;
  if (!secret) return notConfigured();
  const body = await readLimited(request, MAX_BODY_BYTES);
  if (body === null) {
    return answer(413, { error: `The body is larger than ${MAX_BODY_BYTES} bytes.` });
  }
  if (!hasValidSignature(body, request.headers.get('webhook-signature'), secret)) {
    return answer(401, { error: 'The webhook-signature header does not sign this body.' });
  }
  const text = Buffer.from(body).toString('utf8');
  const parsed = parseWebhookEvent(text);
  if (!parsed.ok) return answer(400, { error: `Malformed webhook: ${parsed.reason}.` });
  const published = await publish(parsed.event);
  // With several instances (REDIS_URL), the others replay the same signed request to themselves.
  const announce = (globalThis as { [ANNOUNCE_PUBLISH]?: AnnouncePublish })[ANNOUNCE_PUBLISH];
  const fromPeer = request.headers.has(PEER_REPLAY_HEADER);
  if (announce && !fromPeer) announce(text, request.headers.get('webhook-signature') ?? '');
  return answer(200, { ok: true, ...published, announced: Boolean(announce && !fromPeer) });
}

function methodNotAllowed() {
  if (!env().STORYBLOK_WEBHOOK_SECRET) return notConfigured();
  return answer(405, { error: 'Only POST is accepted here.' }, { Allow: 'POST' });
}

export {
  methodNotAllowed as GET,
  methodNotAllowed as PUT,
  methodNotAllowed as PATCH,
  methodNotAllowed as DELETE,
};
