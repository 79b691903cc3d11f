'use client';

import { useEffect, useState } from 'react';
import { TOKEN_ENDPOINT } from '@/leads/lead-fields';

/**
 * The form's timing token: the one the server sent back, or one fetched once the page has come
 * to life (the page itself is the same for everyone and carries none). Without JavaScript the
 * form's `<noscript>` image hands the visitor one in a cookie instead (`TimingToken`).
 */
export function useFormToken(fromServer: string | undefined): string | undefined {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    fetch(TOKEN_ENDPOINT, { cache: 'no-store', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: { token?: string } | undefined) => {
        if (typeof body?.token === 'string') setToken(body.token);
      })
      .catch(() => {
        // no token: the server asks for the form once more, with one
      });
    return () => controller.abort();
  }, []);
  return fromServer ?? token;
}
