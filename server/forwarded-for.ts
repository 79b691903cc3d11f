import type { IncomingMessage } from 'node:http';

/** A proxy on this machine (nginx in the deployment, a test's client): its list is believed. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * Makes `X-Forwarded-For` end with the visitor's address, for the routes that count per address
 * (the session endpoint's throttle): a local proxy's header is kept (nginx appends whom it saw);
 * from anyone else, whatever they wrote is replaced by the address that connected, so a visitor
 * cannot pose as another.
 */
export function normaliseForwardedFor(req: IncomingMessage): void {
  const peer = req.socket.remoteAddress;
  if (isLoopback(peer) && req.headers['x-forwarded-for']) return;
  if (peer) req.headers['x-forwarded-for'] = peer;
  else delete req.headers['x-forwarded-for'];
}
