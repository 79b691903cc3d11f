import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { canonicalSitePath } from './content';
import { ContentConfigError } from './content/errors';
import { redirectTable } from './redirects/load-redirects';
import { unavailableResponse } from './site/unavailable';
import { defaultLocale, isLocale, routing } from './i18n/routing';

const handleLocale = createMiddleware(routing);

/** The internal route of the localized 404 page. */
const NOT_FOUND_SEGMENT = '404';

function localeOf(pathname: string) {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * Legacy URLs of the redirect table first (301); then locale prefixes (next-intl); then every path must lead to a page: a known path renders, an
 * alias of one moves there with a 301, and anything else gets the localized 404 page with status 404.
 */
export default async function proxy(request: NextRequest) {
  const legacyTarget = (await redirectTable()).lookup(request.nextUrl.pathname);
  if (legacyTarget !== undefined) {
    return NextResponse.redirect(new URL(legacyTarget + request.nextUrl.search, request.url), 301);
  }
  const response = handleLocale(request);
  if (response.headers.has('location')) return response;

  const { pathname, search } = request.nextUrl;
  let canonical: string | undefined;
  try {
    canonical = await canonicalSitePath(pathname);
  } catch (error) {
    if (error instanceof ContentConfigError)
      return unavailableResponse(localeOf(pathname), error.message);
    // The content service is failing: let Next answer from the pages it has already rendered.
    console.error(`Content service unavailable in the proxy: ${(error as Error).message}`);
    return response;
  }
  if (canonical === pathname) return response;
  if (canonical !== undefined) {
    return NextResponse.redirect(new URL(canonical + search, request.url), 301);
  }
  const notFound = new URL(`/${localeOf(pathname)}/${NOT_FOUND_SEGMENT}`, request.url);
  return NextResponse.rewrite(notFound, { status: 404 });
}

export const config = {
  // Everything but Next's own files, API routes, public assets and the metadata files at the root.
  matcher: [
    '/((?!api/|_next/|_vercel/|assets/|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)',
  ],
};
