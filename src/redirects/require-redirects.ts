import { redirectTable } from './load-redirects';

/** Loads the redirect table at server start; bad data (a loop, a conflict) stops the process. */
export async function requireRedirects(): Promise<void> {
  try {
    await redirectTable();
  } catch (error) {
    console.error(`The server cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
