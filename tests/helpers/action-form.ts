// React's own encoder of a server action's arguments, as the browser runs it (Next's copy)
import { encodeReply } from 'next/dist/compiled/react-server-dom-turbopack/client.edge';

/** An action id as Next writes them, for tests that stand in for the build's manifest. */
export const TEST_ACTION = '60c46624a1b1e49635af93dc0d67b9af1707e1959a';

/** A lead form's state as the page first renders it. */
export const FIRST_STATE = { status: 'idle', errors: {}, values: {}, round: 0 };

/**
 * A form as the page renders it for a browser without JavaScript: React's hidden fields for the
 * action bound to the form's state, then `fields`.
 */
export async function renderedActionForm(
  fields: [string, string][],
  state: unknown = FIRST_STATE,
  action = TEST_ACTION,
): Promise<FormData> {
  const data = new FormData();
  data.append('$ACTION_REF_1', '');
  data.append('$ACTION_1:0', JSON.stringify({ id: action, bound: '$@1' }));
  data.append('$ACTION_1:1', (await encodeReply([state])) as string);
  data.append('$ACTION_KEY', 'k0d9646334658be464722051aa4abe1b4');
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

/** What a browser with JavaScript posts: React's encoding of (state, the form's data). */
export async function scriptActionBody(
  fields: [string, string][],
  state: unknown = FIRST_STATE,
): Promise<FormData> {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  const encoded = (await encodeReply([state, data])) as FormData | string;
  if (typeof encoded !== 'string') return encoded;
  const body = new FormData();
  body.append('0', encoded);
  return body;
}
