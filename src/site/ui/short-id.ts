/**
 * A block's `_uid` shortened for keys and element ids: a page carries every id twice (markup and
 * RSC payload), and 36-character uuids were 7% of the home page's compressed HTML. Eight hex
 * digits of a uuid are unique among the few hundred blocks of one page.
 */
export function shortId(uid: string): string {
  return uid.replace(/-/g, '').slice(0, 8);
}
