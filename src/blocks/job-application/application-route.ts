import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { getTranslations } from 'next-intl/server';
import { clientAddress } from '@/features/session/server/client-address';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import {
  acceptApplication,
  type ApplicationAcceptance,
} from '@/leads/applications/accept-application';
import {
  ANSWER_KEY,
  APPLICATION_SENT,
  MAX_APPLICATION_BYTES,
  type ApplicationErrors,
} from '@/leads/applications/application-fields';
import { keepFormAnswer } from '@/leads/applications/form-answer';
import {
  discardRest,
  readApplicationPost,
  type ApplicationPost,
} from '@/leads/applications/read-application-post';
import { openedToken } from '@/leads/form-cookie';
import { countRefused } from '@/leads/lead-counters';
import type { FormValues } from '@/leads/lead-schema';
import { leadStore } from '@/leads/store-instance';
import { isSitePath, SENT_KEY } from '../lead-form/lead-form-state';
import { globalSettings } from '@/site/page-context';
import { resolveOpening } from './opening';
import type { ApplicationAnswer } from './application-answer';
import { FORM_ANCHOR } from './application-anchor';

/**
 * The job application form's post (`/api/jobs/apply`), with and without JavaScript. The form's
 * script asks for JSON (`Accept: application/json`) and shows the answer in place; a browser
 * without JavaScript is answered as the lead forms answer it: 303 to the page's thank-you view
 * once accepted, otherwise 303 back to the page, which shows the answer (errors by field, the
 * values typed) from a sealed record its URL names. A body past the limits is answered 413 at
 * once, before the rest is read.
 */
const NO_STORE = { 'Cache-Control': 'private, no-store' };

const single = (value: FormValues[string]) =>
  typeof value === 'string' ? value : (value?.[0] ?? '');

interface PostContext {
  locale: Locale;
  page: string;
  json: boolean;
}

function postContext(values: FormValues, json: boolean): PostContext {
  const locale = single(values.locale);
  const page = single(values.page);
  return {
    locale: isLocale(locale) ? locale : defaultLocale,
    page: isSitePath(page) ? page : '/',
    json,
  };
}

const json = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: NO_STORE });

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, ...NO_STORE } });

/** A page of its own, for what cannot go back to the form's page: in the visitor's language. */
async function plainPage(
  status: 413 | 503,
  context: PostContext,
  words: { heading: string; text?: string },
  back = context.page,
): Promise<Response> {
  const t = await getTranslations({ locale: context.locale, namespace: 'Applications' });
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const html = [
    `<!DOCTYPE html><html lang="${context.locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escape(words.heading)}</title></head>`,
    `<body><main><h1>${escape(words.heading)}</h1>`,
    words.text ? `<p>${escape(words.text)}</p>` : '',
    `<p><a href="${escape(back)}">${escape(t('back'))}</a></p></main></body></html>`,
  ].join('');
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...NO_STORE },
  });
}

/** The answer kept for the page, and the page's URL that shows it. */
async function answerPage(context: PostContext, answer: ApplicationAnswer): Promise<string> {
  const ticket = await keepFormAnswer(await leadStore(), answer);
  return `${context.page}?${ANSWER_KEY}=${ticket}#${FORM_ANCHOR}`;
}

/** A body past its limit: 413, whatever follows it left unread but for a bounded discard. */
async function tooLarge(
  context: PostContext,
  body: Readable | undefined,
  post?: Extract<ApplicationPost, { status: 'too-large' }>,
): Promise<Response> {
  countRefused('size');
  if (body) discardRest(body);
  const errors: ApplicationErrors = { [post?.field ?? 'cv']: 'fileTooLarge' };
  if (context.json) return json(413, { status: 'invalid', errors });
  // the fields read before the file are shown again, with the file's error
  const back = post
    ? await answerPage(context, {
        status: 'invalid',
        errors,
        values: Object.fromEntries(
          ['name', 'email', 'phone', 'area', 'message', 'privacy'].map((f) => [
            f,
            single(post.values[f]),
          ]),
        ),
      }).catch(() => undefined)
    : undefined;
  const t = await getTranslations({ locale: context.locale, namespace: 'Applications' });
  return plainPage(413, context, { heading: t('tooLargeTitle'), text: t('tooLargeText') }, back);
}

function answerJson(result: ApplicationAcceptance): Response {
  switch (result.status) {
    case 'accepted':
      return json(200, { status: 'accepted' });
    case 'invalid':
      return json(422, { status: 'invalid', errors: result.errors, token: result.token });
    case 'refused':
      return json(403, { status: 'refused', token: result.token });
    default:
      return json(503, { status: 'unavailable' });
  }
}

export async function handleApplicationPost(request: Request): Promise<Response> {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const url = new URL(request.url);
  // until the body is read, the language is the one the form's address names
  const early = postContext(
    { locale: url.searchParams.get('locale') ?? '', page: url.searchParams.get('page') ?? '' },
    wantsJson,
  );
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type) || !request.body) {
    countRefused('content-type');
    return json(415, { error: 'send the form as multipart/form-data' });
  }
  const body = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(declared) || declared > MAX_APPLICATION_BYTES) {
    return tooLarge(early, body);
  }
  if (held >= MAX_HELD) return busy(early, body);
  held += 1;
  try {
    return await readAndAccept(request, body, type, wantsJson);
  } finally {
    held -= 1;
  }
}

/**
 * Applications this process reads at once: each holds up to two files in memory (20 MB), so
 * four keep a burst of them within the memory budget (README, "Memory"); one more is answered
 * 503 with Retry-After before its body is read, and its sender may send it again in a moment.
 */
export const MAX_HELD = 4;
let held = 0;

async function busy(context: PostContext, body: Readable): Promise<Response> {
  discardRest(body);
  const retry = { 'Retry-After': '10' };
  if (context.json) {
    return Response.json(
      { status: 'unavailable' },
      { status: 503, headers: { ...NO_STORE, ...retry } },
    );
  }
  const [t, settings] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'Applications' }),
    globalSettings(context.locale).catch(() => undefined),
  ]);
  const page = await plainPage(503, context, {
    heading: t('unavailable', { email: settings?.email ?? '' }),
  });
  page.headers.set('Retry-After', '10');
  return page;
}

async function readAndAccept(
  request: Request,
  body: Readable,
  type: string,
  wantsJson: boolean,
): Promise<Response> {
  const post = await readApplicationPost(body, type);
  if (post.status === 'malformed') return json(400, { error: 'the form could not be read' });
  const context = postContext(post.values, wantsJson);
  if (post.status === 'too-large') return tooLarge(context, body, post);
  const resolved = await resolveOpening(context.locale, context.page, single(post.values.form));
  if (!resolved) {
    countRefused('token');
    return context.json ? json(404, { status: 'refused' }) : seeOther(context.page);
  }
  const result = await acceptApplication(
    {
      locale: context.locale,
      page: context.page,
      opening: resolved.opening,
      values: post.values,
      files: post.files,
    },
    {
      address: clientAddress(request.headers),
      userAgent: request.headers.get('user-agent') ?? '',
      opened: openedToken(request.headers.get('cookie')),
    },
  );
  if (context.json) return answerJson(result);
  if (result.status === 'accepted') {
    return seeOther(`${context.page}?${SENT_KEY}=${APPLICATION_SENT}`);
  }
  try {
    return seeOther(await answerPage(context, result));
  } catch {
    // the store cannot keep even the answer: said on a page of its own
    const t = await getTranslations({ locale: context.locale, namespace: 'Applications' });
    return plainPage(503, context, { heading: t('unavailable', { email: resolved.writeTo }) });
  }
}
