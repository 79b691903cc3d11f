/**
 * Sends the site's forms as a browser without JavaScript does: the form's hidden fields as the
 * page has them (React's server-action fields among them), the visitor's fields, multipart.
 */
const HIDDEN = /<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g;

/** An attribute's text as the page's HTML escapes it, unescaped. */
export const unescape = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The hidden fields of the page's lead form. */
export async function formFields(base: string, path: string): Promise<[string, string][]> {
  const html = await (await fetch(base + path)).text();
  const form = /<form[^>]*class="lead-form"[^>]*>(.*?)<\/form>/s.exec(html)?.[1];
  if (!form) throw new Error(`${path} has no lead form`);
  return [...form.matchAll(HIDDEN)].map((match) => [match[1]!, unescape(match[2] ?? '')]);
}

/**
 * A timing token as a browser without JavaScript gets one: its first post, without, comes back
 * with the form and a token in it. (The `/api/leads/token` endpoint's are for a page whose script
 * runs, and ask for a proof of work too.)
 */
export async function formToken(
  base: string,
  path: string,
  hidden: readonly [string, string][],
  headers: Record<string, string> = {},
): Promise<string> {
  const body = new FormData();
  for (const [name, value] of hidden) if (name !== 'form_token') body.append(name, value);
  const html = await (await fetch(base + path, { method: 'POST', body, headers })).text();
  const token = /<input type="hidden" name="form_token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`${path} answered a post without a token with no token`);
  return unescape(token);
}

export interface QuoteVisitor {
  name: string;
  email: string;
  products?: string[];
}

/** A quote request; resolves with the answer's status (303 when accepted) and its location. */
export async function postQuote(
  base: string,
  path: string,
  hidden: readonly [string, string][],
  token: string,
  visitor: QuoteVisitor,
  headers: Record<string, string> = {},
): Promise<{ status: number; location: string | null }> {
  const body = new FormData();
  for (const [name, value] of hidden) body.append(name, name === 'form_token' ? token : value);
  body.append('name', visitor.name);
  body.append('company', 'Load Test Ltd');
  body.append('email', visitor.email);
  body.append('country', 'IT');
  for (const slug of visitor.products ?? []) body.append('p', slug);
  body.append('message', 'A request from the test.');
  body.append('privacy', 'yes');
  const response = await fetch(base + path, { method: 'POST', body, redirect: 'manual', headers });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}
