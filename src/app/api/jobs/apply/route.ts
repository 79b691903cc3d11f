import { handleApplicationPost } from '@/blocks/job-application/application-route';

export const dynamic = 'force-dynamic';

/** The job application form's post, multipart, with or without JavaScript (issue 64). */
export function POST(request: Request) {
  return handleApplicationPost(request);
}
