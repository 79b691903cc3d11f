import { IncomingMessage, type ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from '../src/leads/lead-fields';
import { actionPostProblem } from './action-post';
import { countFormFields, MAX_FORM_FIELDS } from './form-body';
import { refuseFormPost } from './form-guard';

/** A page's post as the server read it: the request to hand on, its body again, and its form. */
export interface PagePost {
  request: IncomingMessage;
  form: FormData;
}

/**
 * The body of `req`, or undefined as soon as more than `limit` bytes have come: a chunked body
 * declares no length, so it is counted as it arrives (and Next's own limit is twice the forms').
 */
export function readBoundedBody(
  req: IncomingMessage,
  limit: number,
): Promise<Buffer<ArrayBuffer> | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.off('end', onEnd);
      resolve(undefined);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', reject);
  });
}

/**
 * Next's own check of a server action's post (its CSRF defence), kept for every post to a page:
 * one that names another site as its origin is refused; one that names none is let through, as
 * Next does, since a browser may withhold it.
 */
export function fromThisSite(req: IncomingMessage): boolean {
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
function withBodyAgain(req: IncomingMessage, body: Buffer<ArrayBuffer>): IncomingMessage {
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
 * A post to a page, read and checked before Next (issue 59), after `guardFormPost` has held its
 * type to a form's and its declared length to the forms' limit. From another site: 403. Longer
 * than the limit as it arrives: 413, the connection closed. More fields than a form of the site
 * has, counted in one pass before anything parses it: 413. A body that does not parse as its type
 * says, or that cannot be a call of the site's server action (`actionPostProblem`): 400. Every
 * refusal is a short reason and a warning in the log, where Next answered a 500 with a stack, or
 * spent a second parsing. Resolves with the post to go on with, or undefined when it answered.
 */
export async function readPagePost(
  req: IncomingMessage,
  res: ServerResponse,
  actions: ReadonlySet<string>,
): Promise<PagePost | undefined> {
  if (!fromThisSite(req)) {
    refuseFormPost(req, res, 403, 'origin', 'This form belongs to another site.');
    return undefined;
  }
  const body = await readBoundedBody(req, MAX_BODY_BYTES);
  if (body === undefined) {
    // the rest of the body is not read: the connection cannot carry another request
    refuseFormPost(req, res, 413, 'size', `The form is larger than ${MAX_BODY_BYTES} bytes.`, {
      connection: 'close',
    });
    return undefined;
  }
  const type = req.headers['content-type'] ?? '';
  const fields = countFormFields(body, type);
  if (fields !== undefined && fields > MAX_FORM_FIELDS) {
    refuseFormPost(req, res, 413, 'size', `The form has more than ${MAX_FORM_FIELDS} fields.`);
    return undefined;
  }
  let form: FormData | undefined;
  try {
    if (fields !== undefined) {
      form = await new Response(body, { headers: { 'content-type': type } }).formData();
    }
  } catch {
    // undici could not read it either: neither could Next
  }
  if (!form) {
    refuseFormPost(req, res, 400, 'malformed', "The form's body could not be read.");
    return undefined;
  }
  const multipart = /^multipart\//i.test(type);
  const problem = actionPostProblem(form, req.headers['next-action'], multipart, actions);
  if (problem) {
    refuseFormPost(req, res, 400, 'malformed', problem);
    return undefined;
  }
  return { request: withBodyAgain(req, body), form };
}
