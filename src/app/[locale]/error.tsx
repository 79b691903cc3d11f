'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { navigationFailed } from '@/features/navigation/navigation-progress';
import { ServerErrorView } from '@/site/server-error-view';

/** An unhandled error while rendering a page: the error page with status 500, no stack trace. */
export default function PageError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const params = useParams<{ locale?: string }>();
  // A client navigation that ended here failed: the top loading bar shows its error variant.
  useEffect(() => navigationFailed(), []);
  return (
    <main id="main" className="flex-1">
      <ServerErrorView locale={params.locale} onRetry={reset} />
    </main>
  );
}
