/**
 * The most fields a form of the site posts, and some to spare. The quote form is the larger, 31
 * at most: nine fields a visitor fills in, one `p` per product (`MAX_PRODUCTS`, 12), six hidden
 * ones (kind, locale, page, the timing token, the honeypot, the proof of work) and React's four
 * `$ACTION_` fields without JavaScript (its `0` with). A body of more is refused before anything
 * parses it (issue 59: 16,000 fields in 32 kB held the event loop for a second);
 * tests/http/hostile-requests.http.test.ts posts the largest form to hold the limit above it.
 */
export const MAX_FORM_FIELDS = 48;

const AMPERSAND = 0x26;

/** The boundary a multipart body's parts are divided by (RFC 2046: 1-70 characters). */
export function multipartBoundary(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/**
 * How many fields a form body has, counted in one pass over its bytes and no further than
 * `enough`: the `&`s of a URL-encoded body, the parts between a multipart body's boundaries.
 * Undefined for a multipart body without a boundary in its type or without one in it.
 */
export function countFormFields(
  body: Buffer,
  contentType: string,
  enough = MAX_FORM_FIELDS + 1,
): number | undefined {
  if (/^multipart\/form-data\b/i.test(contentType)) {
    const boundary = multipartBoundary(contentType);
    if (boundary === undefined) return undefined;
    const delimiter = Buffer.from(`--${boundary}`);
    let delimiters = 0;
    for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, at + 1)) {
      delimiters += 1;
      if (delimiters > enough) break;
    }
    // n parts lie between n + 1 delimiters, the last one closing
    return delimiters === 0 ? undefined : Math.max(0, delimiters - 1);
  }
  if (body.length === 0) return 0;
  let fields = 1;
  for (let at = body.indexOf(AMPERSAND); at !== -1; at = body.indexOf(AMPERSAND, at + 1)) {
    fields += 1;
    if (fields >= enough) break;
  }
  return fields;
}
