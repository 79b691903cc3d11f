/** Route segments are slugs: lowercase letters, digits and hyphens. */
const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;

/** The decoded segments of a path, or undefined when an escape is malformed (`%E0%A4%A`). */
export function decodeSegments(segments: string[]): string[] | undefined {
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

export function isValidSegment(segment: string): boolean {
  return SEGMENT.test(segment);
}

/** Whether a site path could name a story at all (spec section 2: a route whose validation fails). */
export function isValidSitePath(pathname: string): boolean {
  const segments = decodeSegments(pathname.split('/').filter(Boolean));
  return segments !== undefined && segments.every(isValidSegment);
}
