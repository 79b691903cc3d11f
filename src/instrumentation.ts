/** Opens the content store when the server starts, so a broken store fails at once, not on a visit. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { contentSource } = await import('./content');
  await contentSource();
}
