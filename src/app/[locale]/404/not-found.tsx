import { notFoundMetadata } from '@/site/not-found-metadata';

/**
 * Where the 404 page takes its metadata from when Next renders it again at run time (after a
 * publish or a start under other settings revalidated it): the proxy rewrites here with status
 * 404, and Next then reads the metadata of the nearest not-found boundary, not of the page, so the
 * page went out titled with the company's name and without its canonical (issue 59).
 */
export const generateMetadata = notFoundMetadata;

/**
 * Never shown: the page calls `notFound()` only for a locale the locale layout has already
 * refused. Nothing here, since Next writes this view into the page's payload, and a view reading
 * the request's locale made the page render per request instead of at build.
 */
export default function NotFoundBoundary() {
  return null;
}
