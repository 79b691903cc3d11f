'use client';

import { LANGUAGE_SCRIPT } from './language-script';

/**
 * The language cookie's script (`language-script.ts`), written once by the server. A client
 * component with nothing to run, as the consent notice is: the page's RSC payload refers to it
 * rather than carrying the script a second time; drawn again by the client, it does not run.
 */
export function RememberLanguage() {
  return <script dangerouslySetInnerHTML={{ __html: LANGUAGE_SCRIPT }} suppressHydrationWarning />;
}
