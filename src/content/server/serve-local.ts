import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from '../../config/env';
import { spaceFileSchema } from '../local/file-schema';
import { LocalContentSource } from '../local/local-source';
import { parseFaultPlan } from './faults';
import { createContentServer, listen, type ContentServer } from './server';

/**
 * `npm run content:serve`: the embedded store (`CONTENT_DIR`) as a Storyblok Content Delivery API
 * on `CONTENT_SERVER_PORT`, with the faults of `CONTENT_SERVER_FAULTS` (JSON) if set, and with
 * `CONTENT_SERVER_MANAGEMENT_TOKEN` a Management API that edits the store and sends the webhook.
 * Private assets (`CONTENT_DIR/private-assets/`) get signed URLs for `STORYBLOK_ASSET_TOKEN` only.
 */
export async function serveLocalContent(
  environment: Record<string, string | undefined>,
): Promise<{ server: ContentServer; origin: string }> {
  const config = parseEnv(environment);
  const faults = parseFaultPlan(environment.CONTENT_SERVER_FAULTS, 'CONTENT_SERVER_FAULTS');
  // answer as the HTTP API does: relations and links past 50 as uuids, nothing inlined
  const source = await LocalContentSource.open(config.CONTENT_DIR, { api: true });
  const spaceFile = path.join(path.resolve(config.CONTENT_DIR), 'space.json');
  const space = spaceFileSchema.parse(JSON.parse(await readFile(spaceFile, 'utf8')));
  const token = config.CONTENT_SERVER_MANAGEMENT_TOKEN;
  const webhookUrl = config.CONTENT_SERVER_WEBHOOK_URL;
  const secret = config.STORYBLOK_WEBHOOK_SECRET;
  if (webhookUrl && !secret) {
    throw new Error(
      'CONTENT_SERVER_WEBHOOK_URL needs STORYBLOK_WEBHOOK_SECRET to sign the webhook',
    );
  }
  const server = createContentServer({
    source,
    faults,
    languageCodes: source.languageCodes,
    spaceName: space.name,
    ...(config.STORYBLOK_PREVIEW_TOKEN && { previewToken: config.STORYBLOK_PREVIEW_TOKEN }),
    ...(config.STORYBLOK_ASSET_TOKEN && { assetToken: config.STORYBLOK_ASSET_TOKEN }),
    ...(token && {
      management: {
        dir: config.CONTENT_DIR,
        token,
        ...(webhookUrl && secret && { webhook: { url: webhookUrl, secret } }),
      },
    }),
  });
  const origin = await listen(server, config.CONTENT_SERVER_PORT);
  return { server, origin };
}
