import type { ComponentProps } from 'react';

/** The attribute that marks a link for the client router (`src/features/navigation/`). */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

type Props = ComponentProps<'a'> & { href: string };

/**
 * A link to another page of the site, rendered as a plain `<a>` that hydrates as nothing. Once the
 * page is interactive, one listener for the whole document (`ClientNavigation`) follows it with
 * Next's client router and prefetches it when the visitor points at it, focuses it or touches it.
 * Before that, and without JavaScript, it loads the page as a document.
 *
 * Not for listing queries (filters, pages): those load a document (see docs/features.md,
 * "Listing queries and the client router"), so they stay plain `<a>`s.
 */
export function PageLink({ href, ...props }: Props) {
  // The href after the other attributes, where `next/link` wrote it and readers of the markup expect it.
  return <a {...props} href={href} {...{ [PAGE_LINK_ATTRIBUTE]: '' }} />;
}
