import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ContentError } from '../errors';
import { LocalContentSource } from '../local/local-source';
import { PRIVATE_ASSET_PREFIX } from '../local/private-assets';
import type { ContentSource } from '../source';
import { BRIDGE_PATH, BRIDGE_STAND_IN } from './bridge-stand-in';
import { takeFault, type FaultPlan } from './faults';
import { createManagement, type ManagementOptions, type WebhookDelivery } from './management';
import { route, type Reply } from './routes';
import {
  ASSETS_ME_PATH,
  assetsMe,
  createAssetSigner,
  servePrivateAsset,
  type AssetSigner,
  type AssetSignerOptions,
} from './signed-assets';

export interface RequestRecord {
  /** `performance.now()` when the request arrived. */
  at: number;
  method: string;
  /** Path and query string as received. */
  url: string;
  /** The status answered; 0 until the answer is sent. */
  status: number;
  /** `performance.now()` when the answer was sent; 0 until then. */
  answeredAt: number;
}

export interface ContentServerOptions {
  source: ContentSource;
  faults?: FaultPlan;
  /** The space's languages besides the default, for `cdn/spaces/me`. */
  languageCodes?: string[];
  spaceName?: string;
  /** Takes edits under `/v1/spaces/{space}/stories` (management.ts) into the store at `dir`. */
  management?: ManagementOptions;
  /** As Storyblok does: `version=draft` is answered only to a request with this token. */
  previewToken?: string;
  /** The asset token `cdn/assets/me` accepts (signed-assets.ts); unset, it refuses every token. */
  assetToken?: string;
  /** The key and lifetime of the signed URLs of private assets (a random key by default). */
  assetSigning?: AssetSignerOptions;
}

/** Management API bodies are one story; more than this is refused. */
const MAX_BODY_BYTES = 1024 * 1024;

/** A Storyblok-compatible Content Delivery API v2 over a ContentSource, for tests and local use. */
export type ContentServer = Server & {
  /** Every request in order of arrival, so tests can count requests and measure their spacing. */
  readonly requests: RequestRecord[];
  /** Mutable at run time: the next requests fail as planned. */
  faults: FaultPlan;
  /** Every webhook sent after an edit through the Management API. */
  readonly webhooks: WebhookDelivery[];
};

const errorReply = (status: number, message: string): Reply => ({
  status,
  body: { error: message },
});

/** The reply with the envelope of a story listed in `faults.corruptStories` broken. */
function corrupted(faults: FaultPlan, reply: Reply): Reply {
  const broken = faults.corruptStories;
  const body = reply.body as { story?: { default_full_slug?: string } } | undefined;
  const slug = body?.story?.default_full_slug;
  if (!broken?.length || slug === undefined || !broken.includes(slug)) return reply;
  return {
    ...reply,
    body: { ...body, story: { ...body?.story, translated_slugs: 'corrupted (injected fault)' } },
  };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new ContentError(413, 'The body is too large');
    chunks.push(chunk);
  }
  if (size === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ContentError(400, 'The body is not JSON');
  }
}

async function answer(
  options: ContentServerOptions,
  faults: FaultPlan,
  request: IncomingMessage,
  management: ReturnType<typeof createManagement> | undefined,
  signer: AssetSigner,
): Promise<Reply> {
  const fault = takeFault(faults);
  if (fault) return errorReply(fault.status, fault.message);
  const pathname = new URL(request.url ?? '/', 'http://content-server').pathname;
  if (management && pathname.startsWith('/v1/')) {
    try {
      const body = request.method === 'GET' ? undefined : await readJson(request);
      const reply = management.handle(
        request.method ?? 'GET',
        pathname,
        request.headers.authorization,
        body,
      );
      return (await reply) ?? errorReply(404, `No such endpoint: ${pathname}`);
    } catch (error) {
      if (error instanceof ContentError) return errorReply(error.status, error.message);
      console.error('content server:', error);
      return errorReply(500, 'Internal error of the content server');
    }
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return errorReply(
      405,
      `${request.method} is not answered; the Content Delivery API is GET only`,
    );
  }
  const url = new URL(request.url ?? '/', 'http://content-server');
  const { previewToken } = options;
  if (
    previewToken &&
    url.searchParams.get('version') === 'draft' &&
    url.searchParams.get('token') !== previewToken
  ) {
    return errorReply(401, 'Unauthorized: drafts are answered to the preview token only');
  }
  const space = {
    name: options.spaceName ?? 'Local content',
    languageCodes: options.languageCodes ?? [],
  };
  try {
    if (url.pathname.replace(/\/+$/, '') === ASSETS_ME_PATH) {
      // the signed URL points back here, at the address the client used
      const origin = `http://${request.headers.host ?? 'localhost'}`;
      return await assetsMe(options.source, options.assetToken, signer, url, origin);
    }
    return corrupted(faults, await route(options.source, space, url.pathname, url.search));
  } catch (error) {
    if (error instanceof ContentError) return errorReply(error.status, error.message);
    console.error('content server:', error);
    return errorReply(500, 'Internal error of the content server');
  }
}

export function createContentServer(options: ContentServerOptions): ContentServer {
  const requests: RequestRecord[] = [];
  const signer = createAssetSigner(options.assetSigning);
  const managed = options.management;
  const management = managed
    ? createManagement(managed, async () => {
        options.source = await LocalContentSource.open(managed.dir, { api: true });
      })
    : undefined;
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const record: RequestRecord = {
      at: performance.now(),
      method: request.method ?? '',
      url: request.url ?? '',
      status: 0,
      answeredAt: 0,
    };
    requests.push(record);
    if (request.method === 'GET' && request.url?.split('?')[0] === BRIDGE_PATH) {
      record.status = 200;
      record.answeredAt = performance.now();
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      });
      response.end(BRIDGE_STAND_IN);
      return;
    }
    if (request.url?.startsWith(PRIVATE_ASSET_PREFIX)) {
      record.status = await servePrivateAsset(options.source, signer, request, response);
      record.answeredAt = performance.now();
      return;
    }
    const reply = await answer(options, server.faults, request, management, signer);
    const latency = server.faults.latencyMs ?? 0;
    if (latency > 0) await sleep(latency);
    record.status = reply.status;
    record.answeredAt = performance.now();
    response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    response.end(request.method === 'HEAD' ? undefined : JSON.stringify(reply.body));
  };
  const server: ContentServer = Object.assign(
    createServer((request, response) => void handle(request, response)),
    { requests, faults: options.faults ?? {}, webhooks: management?.deliveries ?? [] },
  );
  return server;
}

/** Starts listening (port 0: a free one) and resolves to the origin, e.g. http://127.0.0.1:4000. */
export function listen(server: Server, port = 0, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { port: bound } = server.address() as AddressInfo;
      resolve(`http://${host}:${bound}`);
    });
  });
}

/** Stops the server, dropping kept-alive connections so the close does not wait for them. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
