import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestHandler } from './caching-handler';
import { secureHandler } from './secure-handler';

const config = {
  https: false,
  frameAncestors: [],
  previewOrigins: ['https://app.storyblok.com'],
  analytics: false,
  signInOrigins: [],
};
const push = 'self.__next_f.push([1,"hello"])';
const html = `<!DOCTYPE html><html><body><p>Hi</p><script>${push}</script><script>alert(1)</script></body></html>`;
const hashOf = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(next: RequestHandler): Promise<string> {
  server = createServer((req, res) => void secureHandler(next, config)(req, res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('secureHandler', () => {
  it("holds a page until whole, then allows exactly Next's inline scripts", async () => {
    const base = await serve(async (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('cache-control', 's-maxage=31536000');
      res.write(html.slice(0, 40));
      res.end(html.slice(40));
    });
    const answer = await fetch(base);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`'${hashOf(push)}'`);
    expect(policy).not.toContain(hashOf('alert(1)'));
    expect(answer.headers.get('x-nextjs-cache')).toBeNull();
    expect(answer.headers.get('cache-control')).toContain('s-maxage=300');
    expect(await answer.text()).toBe(html);
  });

  it('holds a streamed page whose every write asks for the headers again, as compression does', async () => {
    const base = await serve(async (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.flushHeaders();
      for (const part of [html.slice(0, 30), html.slice(30, 90), html.slice(90)]) {
        // the compression middleware calls writeHead before each write while no header is out
        if (!res.headersSent) res.writeHead(200);
        res.write(part);
      }
      res.end();
    });
    const answer = await fetch(base);
    expect(await answer.text()).toBe(html);
    expect(answer.headers.get('content-security-policy')).toContain(hashOf(push));
  });

  it('reads a compressed page to hash its scripts, and sends it as it was', async () => {
    const base = await serve(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync(html));
    });
    const answer = await fetch(base);
    expect(answer.headers.get('content-security-policy')).toContain(hashOf(push));
    expect(await answer.text()).toBe(html);
  });

  it('sends anything else as it streams, with the policy and no inline script allowed', async () => {
    const base = await serve(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-middleware-rewrite': '/x' });
      res.end('{"ok":true}');
    });
    const answer = await fetch(base);
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self'; /);
    expect(answer.headers.get('x-middleware-rewrite')).toBeNull();
    expect(await answer.json()).toEqual({ ok: true });
  });

  it("lets a draft preview load the editor's bridge, and nobody else", async () => {
    const base = await serve(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(html);
    });
    const preview = await fetch(base, { headers: { cookie: '__prerender_bypass=abc' } });
    expect(preview.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    expect(preview.headers.get('content-security-policy')).toMatch(
      /script-src[^;]*app\.storyblok\.com/,
    );
    const visitor = await fetch(base);
    expect(visitor.headers.get('content-security-policy')).not.toContain('app.storyblok.com');
  });
});
