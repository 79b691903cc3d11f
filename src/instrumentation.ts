/**
 * Opens the content source when the server starts, so bad configuration is logged at once rather
 * than on a visit. It does not stop the server: pages already rendered can still be served, and
 * the proxy answers the rest with a 503 that says what to set. The redirect table is loaded too,
 * and bad redirect data does stop the start, naming the rows.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next start -H 127.0.0.1` would answer every Italian page with a 301 to itself (Next's bug).
  const { refuseLoopbackBinding } = await import('./config/loopback-binding');
  refuseLoopbackBinding(process.env.__NEXT_PRIVATE_ORIGIN);
  const { env } = await import('./config/env');
  console.log(
    env().STORYBLOK_WEBHOOK_SECRET
      ? 'Publish webhook: POST /api/revalidate, signed with STORYBLOK_WEBHOOK_SECRET'
      : 'Publish webhook: off (/api/revalidate answers 404) because STORYBLOK_WEBHOOK_SECRET is not set',
  );
  const { previewStartLine } = await import('./features/preview/start-line');
  console.log(previewStartLine(env()));
  const { contentSource } = await import('./content');
  try {
    await contentSource();
  } catch (error) {
    console.error(`The content source cannot be opened: ${(error as Error).message}`);
    return;
  }
  // Bad redirect data (a loop, one source with two targets, a malformed row) stops the start.
  const { requireRedirects } = await import('./redirects/require-redirects');
  await requireRedirects();
}
