/** What of a click decides whether the client router may follow it. */
export interface LinkClick {
  /** The link's resolved `href` (an absolute URL, as `HTMLAnchorElement.href` gives it). */
  href: string;
  target: string;
  download: boolean;
  /** `MouseEvent.button`: 0 is the main button. */
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
}

/** What a click on `link` tells the rules (both the router's and the hash rules' listeners). */
export function linkClick(link: HTMLAnchorElement, event: MouseEvent): LinkClick {
  return {
    href: link.href,
    target: link.target,
    download: link.hasAttribute('download'),
    button: event.button,
    modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
    defaultPrevented: event.defaultPrevented,
  };
}

/**
 * The path, query and hash the client router should navigate to for a click on a page link, or
 * `undefined` when the browser should handle the click itself: another button or a modifier key
 * (new tab or window, download), a target other than this tab, a download, another origin, a
 * click another handler already took, and a jump within the page being shown.
 */
export function routerHref(click: LinkClick, current: URL): string | undefined {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download) return;
  if (click.target !== '' && click.target !== '_self') return;
  let url: URL;
  try {
    url = new URL(click.href, current);
  } catch {
    return;
  }
  if (url.origin !== current.origin) return;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return;
  return url.pathname + url.search + url.hash;
}

/** What `navigator.connection` tells about the visitor's network (not in every browser). */
export interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec section 9: no prefetching on slow 2G or 2G, nor when the visitor asked to save data. */
export function prefetchAllowed(connection: Connection | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}
