/**
 * When a failed delivery is tried again: the delay doubles from `baseMs` with each attempt, up
 * to `maxMs` (an hour by default); after `maxAttempts` there is no next time (null) and the message is kept as failed.
 */
export function nextAttemptAt(
  attempts: number,
  now: Date,
  options: { baseMs: number; maxAttempts: number; maxMs?: number },
): Date | null {
  if (attempts >= options.maxAttempts) return null;
  const delay = Math.min(
    options.baseMs * 2 ** Math.max(0, attempts - 1),
    options.maxMs ?? 60 * 60 * 1000,
  );
  return new Date(now.getTime() + delay);
}
