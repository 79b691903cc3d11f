import { formSecret } from '@/leads/form-token';
import { processLeadsConfig } from '@/leads/leads-config';
import { issueChallenge } from '@/leads/proof-of-work';

export const dynamic = 'force-dynamic';

/**
 * The proof-of-work widget's challenge (`src/leads/proof-of-work.ts`), one per visitor: like the
 * timing token, fetched by the form once it has come to life, so the page stays cacheable.
 */
export async function GET() {
  const challenge = await issueChallenge(formSecret(processLeadsConfig().LEADS_SECRET));
  return Response.json(challenge, { headers: { 'Cache-Control': 'private, no-store' } });
}
