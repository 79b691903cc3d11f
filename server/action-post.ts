import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The site's server actions as React posts them (issue 59). Each is a form's `useActionState`
 * action, called with the form's previous state and the form's data. With JavaScript, React
 * posts multipart with a `Next-Action` header naming the action and the argument list in field
 * `0` (`[{…state}, "$K1"]`, the data in fields `_1_…`); without, the form's hidden fields:
 * `$ACTION_REF_1`, `$ACTION_1:0` (`{"id":…,"bound":"$@1"}`) and `$ACTION_1:1` (`[{…state}]`).
 * Next decodes whatever it is sent and hands it to the action, so another shape (`[null]`, `[]`,
 * an action without its state, a reference to a part never sent) made the action throw or the
 * decoding fail: a 500 with a stack in the log. A post that cannot be such a call is refused first.
 */

/** What the server answers a post that is no call of the site's actions. */
export const NOT_A_FORM_POST = "This is not a post of this site's forms.";

/** React's encoding of a value that refers to nothing else (a string `$…` is escaped `$$…`). */
const PLAIN_TOKENS: ReadonlySet<string> = new Set([
  '$undefined',
  '$NaN',
  '$Infinity',
  '$-Infinity',
  '$-0',
]);

/** The ids of the build's server actions (Next's manifest: `{ node: { <id>: … }, edge: … }`). */
export function loadActionIds(distDir: string): ReadonlySet<string> {
  const file = path.join(distDir, 'server', 'server-reference-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, object | undefined>;
  return new Set([...Object.keys(manifest.node ?? {}), ...Object.keys(manifest.edge ?? {})]);
}

function parsed(text: FormDataEntryValue | null): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a decoded value refers to no other part: React would decode it as it is. */
function refersToNothing(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.startsWith('$') && !next.startsWith('$$') && !PLAIN_TOKENS.has(next)) return false;
    } else if (typeof next === 'object' && next !== null) {
      for (const inner of Object.values(next)) pending.push(inner);
    }
  }
  return true;
}

/** A form's previous state as its argument: an object of plain values. */
const isState = (value: unknown) => isRecord(value) && refersToNothing(value);

/** The argument list of a call with JavaScript: the state, and the form's data by reference. */
function isScriptCall(args: unknown): boolean {
  return (
    Array.isArray(args) &&
    args.length === 2 &&
    isState(args[0]) &&
    typeof args[1] === 'string' &&
    /^\$K\d+$/.test(args[1])
  );
}

/** A form's hidden action fields without JavaScript: the action, bound to the form's state. */
function isBoundForm(form: FormData, ref: string, actions: ReadonlySet<string>): boolean {
  const prefix = `$ACTION_${ref}:`;
  const meta = parsed(form.get(`${prefix}0`));
  if (!isRecord(meta) || typeof meta.id !== 'string' || !actions.has(meta.id)) return false;
  const chunk = typeof meta.bound === 'string' ? /^\$@(\d+)$/.exec(meta.bound)?.[1] : undefined;
  if (chunk === undefined) return false;
  const bound = parsed(form.get(`${prefix}${chunk}`));
  return Array.isArray(bound) && bound.length === 1 && isState(bound[0]);
}

/**
 * Why a page's post, its form parsed, cannot be a call of one of `actions` (the short answer to
 * give), or undefined when it can, or when it names no action at all (a plain post, which Next
 * answers with the page).
 */
export function actionPostProblem(
  form: FormData,
  nextAction: string | string[] | undefined,
  multipart: boolean,
  actions: ReadonlySet<string>,
): string | undefined {
  if (nextAction !== undefined) {
    const id = Array.isArray(nextAction) ? undefined : nextAction;
    const fine =
      id !== undefined && actions.has(id) && multipart && isScriptCall(parsed(form.get('0')));
    return fine ? undefined : NOT_A_FORM_POST;
  }
  for (const key of form.keys()) {
    // an action posted without its state: none of the site's is
    if (key.startsWith('$ACTION_ID_')) return NOT_A_FORM_POST;
    if (key.startsWith('$ACTION_REF_') && !isBoundForm(form, key.slice(12), actions)) {
      return NOT_A_FORM_POST;
    }
  }
  return undefined;
}
