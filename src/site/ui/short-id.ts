/**
 * A block's `_uid` shortened for element ids: a page carries every id twice (markup and RSC
 * payload), and 36-character uuids were 7% of the home page's compressed HTML. Eight hex digits of
 * a uuid are unique among the few hundred blocks of one page. A list's React keys are its index
 * or a slug the markup already holds: random digits do not compress, and keys are in the payload.
 */
export function shortId(uid: string): string {
  return uid.replace(/-/g, '').slice(0, 8);
}
