// `npm run content:serve`: the embedded content store as a Storyblok-compatible API (tsx).
import { serveLocalContent } from '../src/content/server/serve-local';

serveLocalContent(process.env).then(
  ({ origin }) => {
    console.log(`Content server: ${origin}/v2/cdn/stories`);
    console.log(`Point the Storyblok adapter at it with STORYBLOK_ENDPOINT=${origin}/v2`);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
