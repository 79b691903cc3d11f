// `npm run content:serve`: the embedded content store as a Storyblok-compatible API (tsx).
import { serveLocalContent } from '../src/content/server/serve-local';

serveLocalContent(process.env).then(
  ({ origin }) => {
    console.log(`Content server: ${origin}/v2/cdn/stories`);
    console.log(`Point the Storyblok adapter at it with STORYBLOK_ENDPOINT=${origin}/v2`);
    if (process.env.STORYBLOK_ASSET_TOKEN) {
      console.log(
        `Private assets: ${origin}/v2/cdn/assets/me answers STORYBLOK_ASSET_TOKEN with signed URLs`,
      );
    }
    if (process.env.CONTENT_SERVER_MANAGEMENT_TOKEN) {
      const hook = process.env.CONTENT_SERVER_WEBHOOK_URL;
      console.log(
        `Management API: ${origin}/v1/spaces/1/stories (edits are written to the store's files)${hook ? `; webhook to ${hook}` : ''}`,
      );
    }
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
