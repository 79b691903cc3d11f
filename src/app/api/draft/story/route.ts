import { draftMode } from 'next/headers';
import { forgetPreviewEdits, recordPreviewEdit } from '@/content/preview-edits';
import type { Story } from '@/content';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { jsonAnswer } from '../../_http/json-answer';
import { readLimited } from '../../_http/read-limited';

export const dynamic = 'force-dynamic';

/** A story with its whole content is far below this; the bound is on memory per edit. */
const MAX_BODY_BYTES = 1024 * 1024;

function isStory(value: unknown): value is Story {
  if (typeof value !== 'object' || value === null) return false;
  const { id, uuid, name, content } = value as Partial<Story>;
  return (
    typeof id === 'number' &&
    typeof uuid === 'string' &&
    typeof name === 'string' &&
    typeof content === 'object' &&
    content !== null &&
    typeof content.component === 'string' &&
    typeof content._uid === 'string'
  );
}

/**
 * Only a page in preview may send edits: the draft cookie proves it. A JSON body cannot be sent
 * by another site's form, and a browser names the origin of a script's request.
 */
async function refusal(request: Request): Promise<Response | undefined> {
  if (!(await draftMode()).isEnabled) {
    return jsonAnswer(403, { error: 'Only a page in preview can send edits.' });
  }
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== new URL(request.url).origin) {
    return jsonAnswer(403, { error: 'Edits are accepted from this site only.' });
  }
  return undefined;
}

/**
 * The visual editor's unsaved edits (the bridge's `input` events), for the preview to show at
 * once: body `{ story, locale }`. They live in memory for draft renders only (preview-edits.ts).
 */
export async function POST(request: Request) {
  const refused = await refusal(request);
  if (refused) return refused;
  if (!request.headers.get('content-type')?.startsWith('application/json')) {
    return jsonAnswer(415, { error: 'The body must be JSON (Content-Type: application/json).' });
  }
  const body = await readLimited(request, MAX_BODY_BYTES);
  if (body === null) return jsonAnswer(413, { error: `The body is over ${MAX_BODY_BYTES} bytes.` });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    return jsonAnswer(400, { error: 'The body is not JSON.' });
  }
  const { story, locale } = (parsed ?? {}) as { story?: unknown; locale?: unknown };
  if (!isStory(story)) {
    return jsonAnswer(400, { error: 'story must be a story with id, uuid, name and content.' });
  }
  if (!isLocale(locale))
    return jsonAnswer(400, { error: 'locale must be one of the site locales.' });
  recordPreviewEdit(story, locale === defaultLocale ? undefined : locale);
  return jsonAnswer(200, { ok: true });
}

/** Drops a story's unsaved edits (`?id=`): after a save the preview shows the saved draft. */
export async function DELETE(request: Request) {
  const refused = await refusal(request);
  if (refused) return refused;
  const id = Number(new URL(request.url).searchParams.get('id'));
  if (!Number.isInteger(id) || id <= 0) {
    return jsonAnswer(400, { error: 'id must be the numeric id of a story.' });
  }
  forgetPreviewEdits(id);
  return jsonAnswer(200, { ok: true });
}
