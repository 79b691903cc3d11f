import { acceptCompleteLead } from '@/leads/accept-lead';
import { registerPlainPostAcceptor } from '@/leads/plain-post-bridge';
import type { Visitor } from '@/leads/visitor';
import { leadContext } from './lead-context';
import { readLeadFormPost, thanksPath } from './lead-form-post';

/**
 * A form posted without a script, accepted by the production server before Next routes it
 * (`server/lead-post.ts`): the same checks and store as the action, and the same 303, without
 * Next's request machinery, most of an accepted post's time. Anything but an acceptance is left
 * to the action, which answers it in full (errors in the visitor's language, values kept).
 */
async function acceptPlainPost(data: FormData, visitor: Visitor): Promise<string | undefined> {
  const post = readLeadFormPost(data);
  if (!post) return undefined;
  const result = await acceptCompleteLead(
    post.kind,
    post.locale,
    post.values,
    visitor,
    leadContext(post.locale),
  );
  return result?.status === 'accepted' ? thanksPath(post, result.lead) : undefined;
}

registerPlainPostAcceptor(acceptPlainPost);
