import { findPartnerDocument, openPrivateAsset } from '@/content';
import { defaultLocale, isLocale, languageCookie, type Locale } from '@/i18n/routing';
import { cookies } from 'next/headers';
import { currentPartner, SignInUnavailable } from '@/features/session/server/partner-session';
import { signInConfig } from '@/features/session/sign-in-config';
import { partnerAreaPath, signInPath } from '@/paths/partner-paths';
import { jsonAnswer } from '../../../_http/json-answer';

export const dynamic = 'force-dynamic';

/** Nobody but this partner's browser keeps the file, and no search engine lists it. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/** The language the visitor last chose (the language cookie), or the site's default. */
async function visitorLocale(): Promise<Locale> {
  const chosen = (await cookies()).get(languageCookie.name)?.value;
  return isLocale(chosen) ? chosen : defaultLocale;
}

/** A browser opening the link gets the sign-in page; a program gets the status and why. */
async function refuse(request: Request, status: number, reason: string): Promise<Response> {
  const wantsPage = (request.headers.get('accept') ?? '').includes('text/html');
  if (status === 401 && wantsPage) {
    const locale = await visitorLocale();
    const target = signInPath(locale, partnerAreaPath(locale));
    return new Response(null, { status: 303, headers: { ...PRIVATE, Location: target } });
  }
  return jsonAnswer(status, { error: reason }, PRIVATE);
}

/**
 * A partner document's file (issue 21), for a valid session only: the session cookie is checked
 * with Firebase on every request (expired, revoked, disabled: refused), then the file is streamed
 * from the content service's private assets.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string; name: string }> },
) {
  if (!signInConfig()) return jsonAnswer(404, { error: 'not found' });
  let partner;
  try {
    partner = await currentPartner();
  } catch (error) {
    if (!(error instanceof SignInUnavailable)) throw error;
    console.error(`Partner file refused, sign-in service unavailable: ${error.message}`);
    return jsonAnswer(
      503,
      { error: 'the sign-in service cannot be reached: try again shortly' },
      {
        ...PRIVATE,
        'Retry-After': '30',
      },
    );
  }
  if (!partner) return refuse(request, 401, 'sign in as a partner to download this document');
  const { id, name } = await params;
  const document = await findPartnerDocument(id, defaultLocale);
  if (!document || document.file.name !== name) return refuse(request, 404, 'no such document');
  const file = await openPrivateAsset(document.file.filename);
  if (!file) {
    console.error(`Partner document ${id}: its file ${document.file.filename} cannot be opened`);
    return refuse(request, 404, 'the document’s file is missing');
  }
  return new Response(file.body, {
    headers: {
      ...PRIVATE,
      'Content-Type': file.contentType,
      ...(file.size !== undefined && { 'Content-Length': String(file.size) }),
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
