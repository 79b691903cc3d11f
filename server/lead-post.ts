import { IncomingMessage, type ServerResponse } from 'node:http';
import { plainPostAcceptor } from '../src/leads/plain-post-bridge';
import { clientOf } from './form-guard';

/** The forms' plain posts; a script's post is a fetch with `Next-Action` and stays Next's. */
const PLAIN_FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** The whole body: `guardFormPost` has held its declared length within the forms' limit. */
function readBody(req: IncomingMessage): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * Next's own check of a server action's post (its CSRF defence), kept: one that names another
 * site as its origin is not ours to accept (Next refuses it); one that names none is let through,
 * as Next does, since a browser may withhold it.
 */
function fromThisSite(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined || origin === 'null') return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = req.headers['x-forwarded-host'];
  const forwardedHost = (
    Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]
  )?.trim();
  return host === forwardedHost || host === req.headers.host;
}

/**
 * The request as Next must see it once its body has been read here: the same head and connection,
 * the body again. (Next reads the request stream itself; one that has ended cannot be rewound.)
 */
function withBodyAgain(req: IncomingMessage, body: Buffer): IncomingMessage {
  const again = new IncomingMessage(req.socket);
  again.httpVersionMajor = req.httpVersionMajor;
  again.httpVersionMinor = req.httpVersionMinor;
  again.httpVersion = req.httpVersion;
  again.headers = req.headers;
  again.rawHeaders = req.rawHeaders;
  again.method = req.method;
  again.url = req.url;
  // the body is all here: nothing to read from the connection, which the next request may use
  again.complete = true;
  again._read = () => {};
  again.push(body);
  again.push(null);
  return again;
}

/**
 * A lead form posted without a script (issue 44): accepted here, before Next, when it passes every
 * check, and answered as the action answers it, 303 to the thank-you view. Next's routing, its
 * middleware and the action's decoding were most of an accepted post's time. Any other post
 * (errors to show, a refusal, a proof of work to check, another form) goes on to Next with its
 * body, untouched, and the action answers it in full. Runs after `guardFormPost`, so the body's
 * length is known and within the forms' limit. Resolves with the request to hand to Next, or
 * undefined when it answered.
 */
export async function acceptPlainLeadPost(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<IncomingMessage | undefined> {
  const acceptor = plainPostAcceptor();
  const type = req.headers['content-type'] ?? '';
  if (
    !acceptor ||
    req.method !== 'POST' ||
    (req.url ?? '/').startsWith('/api/') ||
    req.headers['next-action'] !== undefined ||
    req.headers['content-length'] === undefined ||
    !PLAIN_FORM_TYPES.test(type) ||
    !fromThisSite(req)
  ) {
    return req;
  }
  const body = await readBody(req);
  let location: string | undefined;
  try {
    const data = await new Response(body, { headers: { 'content-type': type } }).formData();
    // a server action's form (React adds its `$ACTION_…` fields) posted to the page it names
    const isActionForm = [...data.keys()].some((key) => key.startsWith('$ACTION_'));
    const path = (req.url ?? '/').split('?')[0];
    const visitor = { address: clientOf(req), userAgent: req.headers['user-agent'] ?? '' };
    if (isActionForm && data.get('page') === path) location = await acceptor(data, visitor);
  } catch {
    // not a form this can read, or the content source could not answer here: Next's turn
  }
  if (location === undefined) return withBodyAgain(req, body);
  res.writeHead(303, {
    location,
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    'content-length': '0',
  });
  res.end();
  return undefined;
}
