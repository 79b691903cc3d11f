/**
 * The outbox worker (server/leads.ts) listens here: a form that stored a request calls it, so the
 * message leaves now rather than at the next poll. Absent (`next dev`, tests of the action alone),
 * nothing happens and the request waits in the outbox.
 */
export const OUTBOX_KICK = Symbol.for('fortarc.leads.kick');

export function kickOutbox(): void {
  const kick = (globalThis as { [OUTBOX_KICK]?: () => void })[OUTBOX_KICK];
  kick?.();
}
