import { ContentError } from '@/content/errors';
import { redirectTable } from './load-redirects';

/**
 * Loads the redirect table at server start. Bad data (a loop, a conflict, a malformed row) stops
 * the process, naming the rows. A content service that cannot be reached does not: the server
 * starts and serves what it has, and the proxy asks for the table again on the next request.
 */
export async function requireRedirects(): Promise<void> {
  try {
    await redirectTable();
  } catch (error) {
    if (error instanceof ContentError) {
      console.warn(
        `Redirect table not loaded yet, asked again on the next request: ${error.message}`,
      );
      return;
    }
    console.error(`The server cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
