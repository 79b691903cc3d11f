import { createHash } from 'node:crypto';
import { unescape } from './lead-post';

/**
 * Sends the job application form as a browser without JavaScript does (issue 64): the form's
 * hidden fields as the page has them, the applicant's fields and files, multipart, to the form's
 * action; the answer's page is read where a test needs its words.
 */
export interface ApplicationForm {
  action: string;
  hidden: [string, string][];
}

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The application form of a page: where it posts, and its hidden fields. */
export function applicationForm(html: string): ApplicationForm {
  const tag = /<form[^>]*class="application-form"[^>]*>/.exec(html)?.[0];
  const body = /<form[^>]*class="application-form"[^>]*>(.*?)<\/form>/s.exec(html)?.[1];
  const action = tag && /action="([^"]+)"/.exec(tag)?.[1];
  if (!body || !action) throw new Error('the page has no application form');
  const hidden = [...body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)].map(
    (match): [string, string] => [match[1]!, unescape(match[2]!)],
  );
  return { action: unescape(action), hidden };
}

export interface Applicant {
  name?: string;
  email?: string;
  phone?: string;
  area?: string;
  message?: string;
  privacy?: boolean;
  files?: { field: 'cv' | 'attachment'; name: string; data: Uint8Array }[];
}

/** The form's body: its hidden fields (the token given), then the fields, then the files. */
export function applicationBody(form: ApplicationForm, token: string, who: Applicant): FormData {
  const body = new FormData();
  for (const [name, value] of form.hidden) body.append(name, name === 'form_token' ? token : value);
  body.append('website', '');
  body.append('name', who.name ?? 'Ada Welder');
  body.append('email', who.email ?? 'ada@example.com');
  body.append('phone', who.phone ?? '');
  if (who.area !== undefined) body.append('area', who.area);
  body.append('message', who.message ?? 'Ten years of TIG welding.');
  for (const file of who.files ?? []) {
    body.append(file.field, new Blob([new Uint8Array(file.data)]), file.name);
  }
  if (who.privacy ?? true) body.append('privacy', 'yes');
  return body;
}

/** Posts an application without JavaScript; resolves with the answer's status and location. */
export async function postApplication(
  base: string,
  form: ApplicationForm,
  token: string,
  who: Applicant,
  headers: Record<string, string> = {},
): Promise<{ status: number; location: string }> {
  const response = await fetch(base + form.action, {
    method: 'POST',
    body: applicationBody(form, token, who),
    redirect: 'manual',
    headers,
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/**
 * A timing token as a browser without JavaScript gets one: its first post comes back, on the
 * form's page, with a token in the form.
 */
export async function plainToken(base: string, form: ApplicationForm): Promise<string> {
  const first = await postApplication(base, form, '', {});
  if (first.status !== 303) throw new Error(`the first post was answered ${first.status}`);
  const html = await (await fetch(new URL(first.location, base))).text();
  const token = applicationForm(html).hidden.find(([name]) => name === 'form_token')?.[1];
  if (!token) throw new Error('the answer to a post without a token carried none');
  return token;
}
