'use client';

import './globals.css';
import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { reloadAfterChunkError } from '@/features/build-check/chunk-reload';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { ServerErrorView } from '@/site/server-error-view';

/**
 * An error in the document layout itself: the same error page, in a document of its own. A failed
 * chunk load reloads the page instead, under the reload guard.
 */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : defaultLocale;
  useEffect(() => {
    reloadAfterChunkError(error);
  }, [error]);
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col font-sans">
        <main id="main" className="flex-1">
          <ServerErrorView locale={locale} onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
