'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { navigationFailed } from '@/features/navigation/navigation-progress';
import { reloadAfterChunkError } from '@/features/build-check/chunk-reload';
import { ServerErrorView } from '@/site/server-error-view';

/**
 * An unhandled error while rendering a page: the error page with status 500, no stack trace. A
 * page whose code failed to load (a client navigation after a deploy) is reloaded instead, under
 * the reload guard; Next itself leaves such an error to this boundary.
 */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const params = useParams<{ locale?: string }>();
  useEffect(() => {
    // A client navigation that ended here failed: the top loading bar shows its error variant.
    navigationFailed();
    reloadAfterChunkError(error);
  }, [error]);
  return (
    <main id="main" className="flex-1">
      <ServerErrorView locale={params.locale} onRetry={reset} />
    </main>
  );
}
