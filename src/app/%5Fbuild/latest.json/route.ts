import { RUNNING_BUILD } from '@/features/build-check/build';

// Answered per request, so that `no-cache` reaches the browser and no cache keeps an old build.
export const dynamic = 'force-dynamic';

/** The latest-build manifest (spec sections 4 and 7): the build this server runs. */
export function GET() {
  return Response.json(
    { id: RUNNING_BUILD.id, builtAt: RUNNING_BUILD.builtAt },
    { headers: { 'Cache-Control': 'no-cache' } },
  );
}
