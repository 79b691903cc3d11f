import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RefusingProxy {
  port: number;
  /** Every host a browser asked for off this machine, in order (`host:port`). */
  asked: string[];
  stop: () => Promise<void>;
}

/**
 * The engines' proxy for everything off this machine: it notes what was asked for and refuses it,
 * so a test sees that a page asked for the tag manager without anything leaving the machine.
 */
export async function startRefusingProxy(): Promise<RefusingProxy> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://unknown');
    asked.push(url.host);
    response.writeHead(403).end();
  });
  server.on('connect', (request, socket) => {
    // a browser that gives up on the tunnel resets it: that is its answer, not the test's error
    socket.on('error', () => undefined);
    asked.push(request.url ?? '');
    socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    asked,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
