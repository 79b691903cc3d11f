import { createHmac } from 'node:crypto';
import type { StoredLead } from '../lead-store';

/**
 * The CRM webhook: the request as JSON, POSTed with `X-Fortarc-Signature: t=<unix>,v1=<hex>`,
 * the HMAC-SHA256 of `<unix>.<body>` with LEADS_SECRET (as Stripe signs), so the receiver can
 * refuse an old or altered delivery.
 */
export function webhookSignature(body: string, secret: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export async function postWebhook(url: string, secret: string, lead: StoredLead): Promise<void> {
  const body = JSON.stringify({
    type: `lead.${lead.kind}`,
    lead: { ...lead, createdAt: lead.createdAt.toISOString() },
  });
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Fortarc-Signature': webhookSignature(body, secret, Math.floor(Date.now() / 1000)),
      'Idempotency-Key': lead.id,
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
