/**
 * The one place client navigations report their progress, for the top loading bar. Next's App
 * Router has no router events, so each way of navigating says when it starts: page links
 * (`ClientNavigation`), back and forward (the loading bar listens for `popstate` itself), and the
 * product and download filters, which change the URL first and ask the server afterwards and so
 * also say when they are done. A router navigation is done when its URL is on screen; an error
 * view that mounts during a navigation marks it failed.
 */
export type NavigationSignal =
  | { type: 'start'; until: 'url' | 'done'; path: string }
  | { type: 'url' }
  | { type: 'done' }
  | { type: 'fail' };

type Listener = (signal: NavigationSignal) => void;

const listeners = new Set<Listener>();

function send(signal: NavigationSignal): void {
  for (const listener of listeners) listener(signal);
}

export function onNavigationSignal(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A router navigation (link, back, forward) to `path` started; it ends when its URL is shown. */
export function routeNavigationStarted(path: string): void {
  send({ type: 'start', until: 'url', path });
}

/** A navigation to `path` that reports its own end with `navigationDone` started (the filters). */
export function navigationStarted(path: string): void {
  send({ type: 'start', until: 'done', path });
}

/** The router shows a new URL (pathname or query). */
export function urlShown(): void {
  send({ type: 'url' });
}

export function navigationDone(): void {
  send({ type: 'done' });
}

/**
 * The navigation failed: its page's answer was an error (the router then loads that page as a
 * document), or it ended on the error view.
 */
export function navigationFailed(): void {
  send({ type: 'fail' });
}
