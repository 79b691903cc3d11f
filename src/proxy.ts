import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { canonicalSitePath, pageAt, pageTypeAt, sitePath } from './content';
import { ContentConfigError } from './content/errors';
import { isEditorLink } from './features/preview/editor-token';
import { defaultLocale, isLocale, routing } from './i18n/routing';
import { normalisedPath } from './redirects/normalise-path';
import { redirectLocation } from './redirects/redirect-location';
import { redirectTable } from './redirects/load-redirects';
import { RedirectTable } from './redirects/redirect-table';
import { hasListingQuery, isPrivateQuery } from './paths/listing-query';
import { listingQueryRoute } from './paths/listing-query-route';
import { compareRoute, matchComparePath } from './paths/compare-paths';
import { matchDatasheetPath } from './paths/datasheet-paths';
import { matchFeedPath, offersFeed } from './paths/feed-paths';
import { matchPartnerPath, partnerRoute } from './paths/partner-paths';
import { finderRoute, matchFinderPath } from './paths/finder-paths';
import { locatorRoute, matchLocatorPath } from './paths/locator-paths';
import { signInConfig } from './features/session/sign-in-config';
import {
  DRAFT_MODE_COOKIE,
  SERVER_CACHE_TTL,
  SERVER_CACHE_TTL_HEADER,
} from '../server/cache-protocol';
import { unavailableResponse } from '../server/unavailable-page';

const handleLocale = createMiddleware(routing);

/** The site search's route segment (spec section 2: /search, /en/search, ...). */
const SEARCH_SEGMENT = 'search';

/** The content type of a product page, the only page with a datasheet. */
const PRODUCT_TYPE = 'product';

/** The internal route of the localized 404 page. */
const NOT_FOUND_SEGMENT = '404';

function localeOf(pathname: string) {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/** Spec section 9: every redirect is a 301. The server may keep it (server/cache-protocol.ts). */
function permanent(location: URL) {
  const response = NextResponse.redirect(location, 301);
  response.headers.set(SERVER_CACHE_TTL_HEADER, String(SERVER_CACHE_TTL.redirect));
  return response;
}

/**
 * A page with a listing query renders at request time on the internal listing-query route; the
 * visitor's URL stays as it is. The rendering is the same for every visitor, so the server keeps
 * it per URL for a while (a search term's results too: the cache's memory is bounded).
 */
function listingQueryRewrite(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const internal = new URL(`${listingQueryRoute(pathname)}${search}`, request.url);
  const rewrite = NextResponse.rewrite(internal);
  // one visitor's form answer (a job application's, without JavaScript) is never kept
  const ttl = isPrivateQuery(request.nextUrl.searchParams) ? 0 : SERVER_CACHE_TTL.listing;
  rewrite.headers.set(SERVER_CACHE_TTL_HEADER, String(ttl));
  return rewrite;
}

/**
 * A page opened from Storyblok's visual editor carries the editor's signature; `/api/draft`
 * checks it and, only when it holds, turns the preview on and comes back here without it.
 */
function editorLinkCheck(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const check = new URL('/api/draft', request.url);
  check.search = searchParams.toString();
  check.searchParams.set('path', pathname);
  const response = NextResponse.redirect(check, 307);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** A preview is for its editor: no search engine indexes it, whatever a cache did. */
function markPreview(request: NextRequest, response: NextResponse) {
  if (request.cookies.has(DRAFT_MODE_COOKIE))
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

/**
 * In order: a visual editor link goes to its check; the legacy redirect table (on the lowercased path without trailing slash); the path's
 * normal form (one URL per page: no trailing slash, no `/it` prefix); a path in capitals, to its
 * page with one 301; next-intl's locale handling; then every path must lead to a page: a known
 * path renders, an alias of one (another language's slug, `/home`) moves there with a 301, a
 * feed, calendar or datasheet renders where its page has one, and anything else gets the
 * localized 404 page with status 404.
 */
export default async function proxy(request: NextRequest) {
  const url = request.nextUrl;
  if (isEditorLink(url.searchParams) && !request.cookies.has(DRAFT_MODE_COOKIE)) {
    return editorLinkCheck(request);
  }
  let table: RedirectTable;
  try {
    table = await redirectTable();
  } catch (error) {
    if (error instanceof ContentConfigError) {
      return unavailableResponse(localeOf(url.pathname), error.message);
    }
    console.error(`Redirect table unavailable: ${(error as Error).message}`);
    table = RedirectTable.empty();
  }
  const match = table.lookup(url.pathname, url.search);
  if (match) return permanent(redirectLocation(match.target, url, !match.consumesQuery));
  const normal = normalisedPath(url.pathname);
  if (normal !== url.pathname) return permanent(redirectLocation(normal, url, true));
  const lowered = await lowercasedTarget(url.pathname);
  if (lowered instanceof Response) return lowered;
  if (lowered !== undefined) return permanent(redirectLocation(lowered, url, true));

  const response = handleLocale(request);
  if (response.headers.has('location')) return response;

  const { pathname } = url;
  // The reserved area's pages, in their language's words, exist only with sign-in configured.
  const reserved = matchPartnerPath(pathname);
  if (reserved && signInConfig()) {
    const internal = new URL(partnerRoute(reserved.page, reserved.locale), request.url);
    internal.search = url.search;
    return NextResponse.rewrite(internal);
  }
  // The product comparison renders per request, the same for everyone asking the same query.
  const compared = matchComparePath(pathname);
  if (compared) {
    const internal = new URL(compareRoute(compared), request.url);
    internal.search = url.search;
    const rewrite = NextResponse.rewrite(internal);
    rewrite.headers.set(SERVER_CACHE_TTL_HEADER, String(SERVER_CACHE_TTL.listing));
    return markPreview(request, rewrite);
  }
  // The product finder renders per request too; its answers are the query.
  const finder = matchFinderPath(pathname);
  if (finder) {
    const internal = new URL(finderRoute(finder), request.url);
    internal.search = url.search;
    const rewrite = NextResponse.rewrite(internal);
    rewrite.headers.set(SERVER_CACHE_TTL_HEADER, String(SERVER_CACHE_TTL.listing));
    return markPreview(request, rewrite);
  }
  // The dealer locator's search renders per request like the finder; its country pages are
  // pre-rendered.
  const locator = matchLocatorPath(pathname);
  if (locator) {
    const internal = new URL(locatorRoute(locator), request.url);
    internal.search = url.search;
    const rewrite = NextResponse.rewrite(internal);
    if (!locator.country) {
      rewrite.headers.set(SERVER_CACHE_TTL_HEADER, String(SERVER_CACHE_TTL.listing));
    }
    return markPreview(request, rewrite);
  }
  // A page's news feed or calendar (`/news.rss`, `/fiere-ed-eventi.ics`): its page must exist.
  const feed = matchFeedPath(pathname);
  // A product's datasheet (`/en/products/cruiser-222-ac-dc.pdf`): only a published product has one.
  const datasheet = matchDatasheetPath(pathname);
  let canonical: string | undefined;
  try {
    if (datasheet) {
      const isProduct =
        (await canonicalSitePath(datasheet.pagePath)) === datasheet.pagePath &&
        (await pageTypeAt(datasheet.pagePath)) === PRODUCT_TYPE;
      if (isProduct)
        return markPreview(request, NextResponse.rewrite(new URL(datasheet.route, request.url)));
      return notFoundRewrite(request, pathname);
    }
    if (feed) {
      const page =
        (await canonicalSitePath(feed.pagePath)) === feed.pagePath
          ? await pageAt(feed.pagePath)
          : undefined;
      if (page && offersFeed(feed.kind, page)) {
        return NextResponse.rewrite(new URL(feed.route, request.url));
      }
      return notFoundRewrite(request, pathname);
    }
    canonical = await canonicalSitePath(pathname);
  } catch (error) {
    if (error instanceof ContentConfigError)
      return unavailableResponse(localeOf(pathname), error.message);
    // The content service is failing: let Next answer from the pages it has already rendered.
    console.error(`Content service unavailable in the proxy: ${(error as Error).message}`);
    return response;
  }
  if (canonical === pathname) {
    return markPreview(
      request,
      hasListingQuery(url.searchParams) ? listingQueryRewrite(request) : response,
    );
  }
  if (canonical !== undefined) return permanent(redirectLocation(canonical, url, true));
  if (pathname === sitePath(SEARCH_SEGMENT, localeOf(pathname))) return response;
  return notFoundRewrite(request, pathname);
}

/**
 * Spec section 4: a path is matched lowercased. A path with capitals whose lowercase form leads to
 * a page gets one 301 to that page's canonical path; one whose language prefix alone is
 * capitalised (`/EN/...`) a 301 to its lowercase form, where next-intl would answer a 307 of its
 * own. Undefined when neither applies; the unavailable page when the content cannot be read.
 */
async function lowercasedTarget(pathname: string): Promise<string | Response | undefined> {
  const lower = pathname.toLowerCase();
  if (lower === pathname) return undefined;
  let canonical: string | undefined;
  try {
    canonical = await canonicalSitePath(lower);
  } catch (error) {
    if (error instanceof ContentConfigError) {
      return unavailableResponse(localeOf(pathname), error.message);
    }
    // the content service is failing: the steps after this one say so
  }
  if (canonical !== undefined) return canonical;
  const prefix = pathname.split('/')[1] ?? '';
  return isLocale(prefix.toLowerCase()) && !isLocale(prefix) ? lower : undefined;
}

/** The localized 404 page, with its status, at the visitor's URL. */
function notFoundRewrite(request: NextRequest, pathname: string) {
  const notFound = new URL(`/${localeOf(pathname)}/${NOT_FOUND_SEGMENT}`, request.url);
  return NextResponse.rewrite(notFound, { status: 404 });
}

export const config = {
  // Everything but Next's own files, API routes, the build manifest, public assets and the metadata
  // files at the root.
  matcher: [
    '/((?!api/|_build/|_next/|_vercel/|assets/|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)',
  ],
};
