/**
 * Counts of what the forms received, kept on `globalThis`: the forms run in Next's bundle, the
 * metrics are served by the production server (`server/metrics.ts`), one process, two module graphs.
 */
export type RefusalReason =
  | 'honeypot'
  /** Forged, early, expired, bound to another visitor, or spent before. */
  | 'token'
  /** Without a proof of work, a second request from one network within the lane's interval. */
  | 'lane'
  | 'rate'
  | 'size'
  | 'content-type'
  | 'proof-of-work'
  // the production server's door (server/page-post.ts): another site's form, a body it cannot read
  | 'origin'
  | 'malformed';

export interface LeadCounters {
  accepted: Record<string, number>;
  refused: Record<RefusalReason, number>;
  invalid: number;
  /** Requests stored without their confirmation: its address had had its share (CONFIRMATION_LIMITS). */
  confirmationsWithheld: number;
}

const KEY = Symbol.for('fortarc.leads.counters');

export function leadCounters(): LeadCounters {
  const holder = globalThis as { [KEY]?: LeadCounters };
  holder[KEY] ??= {
    accepted: {},
    refused: {
      honeypot: 0,
      token: 0,
      lane: 0,
      rate: 0,
      size: 0,
      'content-type': 0,
      'proof-of-work': 0,
      origin: 0,
      malformed: 0,
    },
    invalid: 0,
    confirmationsWithheld: 0,
  };
  return holder[KEY];
}

export function countRefused(reason: RefusalReason): void {
  leadCounters().refused[reason] += 1;
}

export function countAccepted(kind: string): void {
  const accepted = leadCounters().accepted;
  accepted[kind] = (accepted[kind] ?? 0) + 1;
}

export function countConfirmationWithheld(): void {
  leadCounters().confirmationsWithheld += 1;
}
