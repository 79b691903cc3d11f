import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from '../../config/env';
import { spaceFileSchema } from '../local/file-schema';
import { LocalContentSource } from '../local/local-source';
import { parseFaultPlan } from './faults';
import { createContentServer, listen, type ContentServer } from './server';

/**
 * `npm run content:serve`: the embedded store (`CONTENT_DIR`) as a Storyblok Content Delivery API
 * on `CONTENT_SERVER_PORT`, with the faults of `CONTENT_SERVER_FAULTS` (JSON) if set.
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
  const server = createContentServer({
    source,
    faults,
    languageCodes: source.languageCodes,
    spaceName: space.name,
  });
  const origin = await listen(server, config.CONTENT_SERVER_PORT);
  return { server, origin };
}
