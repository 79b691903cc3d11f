'use client';

import './globals.css';
import { useParams } from 'next/navigation';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { ServerErrorView } from '@/site/server-error-view';

/** An error in the document layout itself: the same error page, in a document of its own. */
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : defaultLocale;
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
