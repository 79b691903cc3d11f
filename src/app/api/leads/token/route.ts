import { formSecret, issueFormToken } from '@/leads/form-token';
import { processLeadsConfig } from '@/leads/leads-config';

export const dynamic = 'force-dynamic';

/**
 * A form's timing token (`src/leads/form-token.ts`), one per visitor: the form pages stay the
 * same for everyone and fetch it once they have come to life. Only a running script fetches it,
 * so it is marked as such: the form it signs must carry a proof of work as well.
 */
export function GET() {
  const secret = formSecret(processLeadsConfig().LEADS_SECRET);
  const token = issueFormToken(secret, { scripted: true });
  return Response.json({ token }, { headers: { 'Cache-Control': 'private, no-store' } });
}
