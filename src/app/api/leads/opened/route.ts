import { env } from '@/config/env';
import { clientAddress } from '@/features/session/server/client-address';
import { openedCookie } from '@/leads/form-cookie';
import { formSecret, issueFormToken } from '@/leads/form-token';
import { processLeadsConfig } from '@/leads/leads-config';
import { tokenBinding } from '@/leads/visitor';

export const dynamic = 'force-dynamic';

/** A transparent 1 x 1 GIF: the form's `<noscript>` image shows nothing. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * When a form shown without a script was opened (`src/leads/form-cookie.ts`): a timing token
 * bound to this visitor's network and browser, in a cookie the form's post is read with. Asked
 * by an image in the form's `<noscript>`, so only a browser without scripts asks for it.
 */
export function GET(request: Request) {
  const secret = formSecret(processLeadsConfig().LEADS_SECRET);
  const visitor = {
    address: clientAddress(request.headers),
    userAgent: request.headers.get('user-agent') ?? '',
  };
  const token = issueFormToken(secret, { visitor: tokenBinding(visitor, secret) });
  return new Response(PIXEL, {
    headers: {
      'Content-Type': 'image/gif',
      'Cache-Control': 'private, no-store',
      'Set-Cookie': openedCookie(token, env().SITE_URL.startsWith('https:')),
    },
  });
}
