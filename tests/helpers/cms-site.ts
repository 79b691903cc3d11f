import { LocalContentSource } from '../../src/content/local/local-source';
import type { ManagementOptions } from '../../src/content/server/management';
import {
  closeServer,
  createContentServer,
  listen,
  type ContentServer,
} from '../../src/content/server/server';
import { startProductionServer, type RunningServer } from './production-server';
import { copySite, type SiteCopy } from './site-copy';

const SECRET = 'a-test-webhook-secret-of-length';
const TOKEN = 'a-test-management-token';
/** The space's preview token: it signs editor links, and the content server answers drafts to it only. */
export const PREVIEW_TOKEN = 'a-test-preview-token';
export const PREVIEW_SECRET = 'a-test-preview-secret-of-length';

/** The site on the Storyblok adapter, fed by the content server, as an editor's space feeds it. */
export interface CmsSite {
  site: SiteCopy;
  server: RunningServer;
  /** The content server running now (a new one after `restartContent`). */
  content: ContentServer;
  /** Its origin; the same port after a restart. */
  contentOrigin: string;
  /** A Management API request, with the token. */
  manage: (method: string, path: string, body?: unknown) => Promise<Response>;
  stopContent: () => Promise<void>;
  restartContent: () => Promise<void>;
  /** One more instance of the site, as a deploy or a scale-out starts one (the caller stops it). */
  startInstance: (onLine?: (line: string) => void) => Promise<RunningServer>;
  stop: () => Promise<void>;
}

/**
 * Starts the content server with its Management API over a private copy of the store, and the
 * production server of a private copy of the build on the Storyblok adapter pointed at it; each
 * edit sends the signed webhook to the site, as Storyblok does.
 */
export async function startCmsSite(
  output: 'ignore' | 'pipe' = 'ignore',
  onLine?: (line: string) => void,
): Promise<CmsSite> {
  const site = copySite();
  const management: ManagementOptions = { dir: site.contentDir, token: TOKEN };
  let port = 0;
  const cms = { content: undefined as unknown as ContentServer, contentOrigin: '' };
  const startContent = async () => {
    const source = await LocalContentSource.open(site.contentDir, { api: true });
    cms.content = createContentServer({
      source,
      languageCodes: source.languageCodes,
      management,
      previewToken: PREVIEW_TOKEN,
    });
    cms.contentOrigin = await listen(cms.content, port);
    port = Number(new URL(cms.contentOrigin).port);
  };
  await startContent();
  const siteEnv = {
    CONTENT_SOURCE: 'storyblok',
    STORYBLOK_TOKEN: 'a-test-token',
    STORYBLOK_ENDPOINT: `${cms.contentOrigin}/v2`,
    STORYBLOK_WEBHOOK_SECRET: SECRET,
    STORYBLOK_PREVIEW_TOKEN: PREVIEW_TOKEN,
    PREVIEW_SECRET,
    // the content server's stand-in of Storyblok's bridge
    STORYBLOK_BRIDGE_URL: `${cms.contentOrigin}/f/storyblok-v2-latest.js`,
  };
  const server = await startProductionServer(siteEnv, output, onLine, '.', site.dir);
  management.webhook = { url: `${server.baseURL}/api/revalidate`, secret: SECRET };
  const stopContent = async () => {
    if (cms.content.listening) await closeServer(cms.content);
  };
  return {
    site,
    server,
    get content() {
      return cms.content;
    },
    get contentOrigin() {
      return cms.contentOrigin;
    },
    manage: (method, path, body) =>
      fetch(`${cms.contentOrigin}/v1/spaces/1${path}`, {
        method,
        headers: { authorization: TOKEN, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    stopContent,
    restartContent: startContent,
    startInstance: (lines) =>
      startProductionServer(siteEnv, lines ? 'pipe' : 'ignore', lines, '.', site.dir),
    stop: async () => {
      await server.stop();
      await stopContent();
      site.remove();
    },
  };
}
