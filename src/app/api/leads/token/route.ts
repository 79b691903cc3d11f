import { formSecret, issueFormToken } from '@/leads/form-token';
import { parseLeadsConfig } from '@/leads/leads-config';

export const dynamic = 'force-dynamic';

/**
 * A form's timing token (`src/leads/form-token.ts`), one per visitor: the form pages stay the
 * same for everyone and fetch it once they have come to life.
 */
export function GET() {
  const token = issueFormToken(formSecret(parseLeadsConfig(process.env).LEADS_SECRET));
  return Response.json({ token }, { headers: { 'Cache-Control': 'private, no-store' } });
}
