/**
 * Opens the content source when the server starts, so bad configuration is logged at once rather
 * than on a visit. It does not stop the server: pages already rendered can still be served, and
 * the proxy answers the rest with a 503 that says what to set.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { contentSource } = await import('./content');
  try {
    await contentSource();
  } catch (error) {
    console.error(`The content source cannot be opened: ${(error as Error).message}`);
  }
}
