/** Opens the content source when the server starts, so bad configuration fails at once, not on a visit. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { contentSource } = await import('./content');
  try {
    await contentSource();
  } catch (error) {
    console.error(`The content source cannot be opened: ${(error as Error).message}`);
    throw error;
  }
}
