import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { serverErrorMessages } from '@/i18n/server-error-messages';
import { useSiteUrl } from './site-url';

interface Props {
  locale: string | undefined;
  /** Tries the render again (the error boundary's reset). */
  onRetry?: () => void;
}

/**
 * The error page of an unhandled error (spec section 2, "Error page"): the status code, the status
 * message in the page's language and a primary button back to that language's home. Nothing of
 * the error itself reaches the visitor; the server has logged it.
 */
export function ServerErrorView({ locale, onRetry }: Props) {
  const code: Locale = isLocale(locale) ? locale : defaultLocale;
  const t = serverErrorMessages[code];
  // Spec section 2, "Error page": canonical and og:url are the root URL + /404 (React hoists both).
  const canonical = `${useSiteUrl() ?? ''}/404`;
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-5 py-24 sm:px-8">
      <title>{`500 · ${t.title}`}</title>
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={canonical} />
      <meta property="og:url" content={canonical} />
      <p className="text-8xl font-extrabold text-steel-600">500</p>
      <h1 className="text-4xl font-extrabold tracking-tight">{t.title}</h1>
      <p className="text-lg text-steel-700">{t.message}</p>
      <div className="flex flex-wrap gap-4">
        <a
          href={code === defaultLocale ? '/' : `/${code}`}
          className="bg-accent px-6 py-3 font-semibold text-ink hover:bg-accent-strong"
        >
          {t.backHome}
        </a>
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="border-2 border-current px-6 py-3 font-semibold"
          >
            {t.retry}
          </button>
        ) : null}
      </div>
    </section>
  );
}
