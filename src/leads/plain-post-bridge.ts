import type { Visitor } from './visitor';

/**
 * How the production server (`server/lead-post.ts`) reaches the forms' acceptance, which lives
 * in Next's bundle: the two are separate module graphs in one process, so the bundle's side
 * registers its function here, on `globalThis`, when the forms' action module loads. Until then
 * the server leaves every post to Next.
 */
const KEY = Symbol.for('fortarc.leads.plain-post');

/**
 * Stores a form posted without a script by `visitor` when it passes every check; resolves with
 * the thank-you view's path then, else with undefined, having changed nothing.
 */
export type PlainPostAcceptor = (data: FormData, visitor: Visitor) => Promise<string | undefined>;

type Holder = { [KEY]?: PlainPostAcceptor };

export function registerPlainPostAcceptor(acceptor: PlainPostAcceptor): void {
  (globalThis as Holder)[KEY] = acceptor;
}

export function plainPostAcceptor(): PlainPostAcceptor | undefined {
  return (globalThis as Holder)[KEY];
}
