import type { IncomingMessage, ServerResponse } from 'node:http';
import { openedToken } from '../src/leads/form-cookie';
import { plainPostAcceptor } from '../src/leads/plain-post-bridge';
import { clientOf } from './form-guard';
import type { PagePost } from './page-post';

/**
 * A lead form posted without a script (issue 44): accepted here, before Next, when it passes every
 * check, and answered as the action answers it, 303 to the thank-you view. Next's routing, its
 * middleware and the action's decoding were most of an accepted post's time. Any other post
 * (errors to show, a refusal, a proof of work to check, another form, a script's post) goes on to
 * Next with its body, untouched, and the action answers it in full. Runs on the post the server
 * has read and checked (`readPagePost`: from this site, within the forms' limits, a form that
 * parses). Resolves with the request to hand to Next, or undefined when it answered.
 */
export async function acceptPlainLeadPost(
  { request, form }: PagePost,
  res: ServerResponse,
): Promise<IncomingMessage | undefined> {
  const acceptor = plainPostAcceptor();
  if (!acceptor || request.headers['next-action'] !== undefined) return request;
  let location: string | undefined;
  try {
    // a server action's form (React adds its `$ACTION_…` fields) posted to the page it names
    const isActionForm = [...form.keys()].some((key) => key.startsWith('$ACTION_'));
    const path = (request.url ?? '/').split('?')[0];
    const visitor = {
      address: clientOf(request),
      userAgent: request.headers['user-agent'] ?? '',
      opened: openedToken(request.headers.cookie),
    };
    if (isActionForm && form.get('page') === path) location = await acceptor(form, visitor);
  } catch {
    // the content source could not answer here: Next's turn
  }
  if (location === undefined) return request;
  res.writeHead(303, {
    location,
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    'content-length': '0',
  });
  res.end();
  return undefined;
}
