'use client';

import { useSyncExternalStore } from 'react';
import { isValidSitePath } from './site-path-rules';

interface Props {
  /** Translated messages with a `{path}` placeholder (spec section 8). */
  unmatched: string;
  invalid: string;
}

const subscribe = () => () => {};
const currentPath = () => window.location.pathname + window.location.search;
const noPath = () => '';

/**
 * The path the visitor asked for, after the 404 message: "Page not found: /en/x", or "Page Not
 * Found: /en/x!" when the path could not name a page at all; the path in the page's own type,
 * stressed. The 404 page is pre-rendered once per language and served for every unknown path, so
 * the path is read in the browser.
 */
export function RequestedPath({ unmatched, invalid }: Props) {
  const raw = useSyncExternalStore(subscribe, currentPath, noPath);
  if (raw === '') return null;
  let path = raw;
  try {
    path = decodeURI(raw);
  } catch {
    // a malformed escape is shown as it was sent
  }
  const template = isValidSitePath(raw.split('?')[0] ?? '') ? unmatched : invalid;
  const [before = '', after = ''] = template.split('{path}');
  return (
    <p className="text-lg break-words text-steel-700" data-testid="requested-path">
      {before}
      <strong className="font-semibold break-all text-ink">{path}</strong>
      {after}
    </p>
  );
}
