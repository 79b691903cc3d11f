/**
 * How many confirmations (`LEADS_CONFIRMATION`) one e-mail address may be sent: the forms send
 * them to whatever address was typed, so without a limit anyone could make the company's server
 * mail a stranger again and again. A person sends a request or two; a hundred to one address is
 * someone else's doing. Over a limit the request is still stored and delivered to sales, only the
 * confirmation is left out: refusing the post would let whoever fills a stranger's mailbox also
 * stop that stranger from reaching sales, and the thank-you page is the visitor's receipt anyway.
 */
export const CONFIRMATION_LIMITS = {
  /** In any hour (the 21st within an hour is left out). */
  perHour: 20,
  /** In any day. */
  perDay: 50,
} as const;

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The confirmations an address was sent (queued) in the hour and the day before a request. */
export interface RecentConfirmations {
  hour: number;
  day: number;
}

/** Whether one more confirmation may go to an address that was sent `recent`. */
export function mayConfirm(recent: RecentConfirmations): boolean {
  return recent.hour < CONFIRMATION_LIMITS.perHour && recent.day < CONFIRMATION_LIMITS.perDay;
}

/** The channels a request is queued on: the confirmation only while `mayConfirm`. */
export function channelsWithin<C extends string>(
  channels: readonly C[],
  recent: RecentConfirmations,
): C[] {
  return mayConfirm(recent) ? [...channels] : channels.filter((c) => c !== 'confirmation');
}
