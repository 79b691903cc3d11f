'use server';

import { headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { clientAddress } from '@/features/session/server/client-address';
import { acceptLead } from '@/leads/accept-lead';
import { openedToken } from '@/leads/form-cookie';
import { formStrings } from '@/leads/lead-schema';
import { leadContext } from './lead-context';
import { readLeadFormPost, thanksPath } from './lead-form-post';
import type { LeadFormState } from './lead-form-state';
// loaded with the action: the production server may then accept plain posts before Next
import './plain-post-acceptor';

/**
 * The forms' server action: a plain POST without JavaScript (React's progressive enhancement),
 * a fetch with it; either way the same checks and the same answer. Accepted: stored, then a 303
 * to the thank-you view, so a reload sends nothing. (A plain post that passes every check is
 * usually accepted before Next, by `server/lead-post.ts`, with the same answer.)
 */
export async function submitLead(previous: LeadFormState, data: FormData): Promise<LeadFormState> {
  const round = previous.round + 1;
  const post = readLeadFormPost(data);
  if (!post) return { status: 'refused', errors: {}, values: {}, round };
  const request = await headers();
  const visitor = {
    address: clientAddress(request),
    userAgent: request.get('user-agent') ?? '',
    opened: openedToken(request.get('cookie')),
  };
  const result = await acceptLead(
    post.kind,
    post.locale,
    post.values,
    visitor,
    leadContext(post.locale),
  );
  if (result.status === 'accepted') redirect(thanksPath(post, result.lead), RedirectType.push);
  if (result.status === 'refused' || result.status === 'unavailable') {
    // what the person typed stays in the form, so calling or writing instead loses nothing
    const token = result.status === 'refused' ? result.token : undefined;
    return { status: 'refused', errors: {}, values: formStrings(post.values), token, round };
  }
  return {
    status: 'invalid',
    errors: result.errors,
    values: result.values,
    token: result.token,
    round,
  };
}
