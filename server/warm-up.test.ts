import type { RequestListener } from 'node:http';
import { describe, expect, it } from 'vitest';
import { warmUp } from './warm-up';

describe('the warm-up before the port opens', () => {
  it('asks the handler for every path, over HTTP, and reports each status', async () => {
    const seen: string[] = [];
    const handle: RequestListener = (req, res) => {
      seen.push(req.url ?? '');
      res.statusCode = req.url === '/missing' ? 404 : 200;
      res.end('ok');
    };
    const result = await warmUp(handle, ['/', '/en', '/missing']);
    expect(seen).toEqual(['/', '/en', '/missing']);
    expect(result.statuses).toEqual([200, 200, 404]);
  });

  it('never fails the start: a handler that throws or breaks the connection counts as 0', async () => {
    const handle: RequestListener = (req, res) => {
      if (req.url === '/broken') res.socket?.destroy();
      else res.end();
    };
    const result = await warmUp(handle, ['/broken', '/']);
    expect(result.statuses).toEqual([0, 200]);
  });
});
