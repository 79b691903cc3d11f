import { revalidateTag } from 'next/cache';
import { env } from '@/config/env';
import { declarationTag } from '@/features/consent/categories';
import { signInConfig, signInTag } from '@/features/session/sign-in-config';
import { START_REFRESH_HEADER, START_REFRESH_TOKEN } from '../../../../server/cache-protocol';
import { jsonAnswer } from '../_http/json-answer';
import { safeEqual } from '../_http/safe-equal';

export const dynamic = 'force-dynamic';

/**
 * Asked once by the production server before its port opens (server/main.ts), with a one-time
 * token: pages rendered under other start-time settings render again on their next request (the
 * privacy page's cookie declaration, rendered at build without `GTM_ID`, on a start with it; the
 * header's link to the reserved area, rendered without a Firebase configuration, on a start with one).
 * Any other request finds nothing here.
 */
export async function POST(request: Request) {
  const holder = globalThis as { [START_REFRESH_TOKEN]?: string };
  const token = holder[START_REFRESH_TOKEN];
  const given = request.headers.get(START_REFRESH_HEADER);
  if (!token || !given || !safeEqual(given, token)) return jsonAnswer(404, { error: 'not found' });
  delete holder[START_REFRESH_TOKEN];
  const stale = [
    declarationTag(env().GTM_ID === undefined),
    signInTag(signInConfig() === undefined),
  ];
  for (const tag of stale) revalidateTag(tag, { expire: 0 });
  return jsonAnswer(200, { revalidated: stale });
}
