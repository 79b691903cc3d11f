'use client';

import { createContext, useContext, type ReactNode } from 'react';

const SiteUrlContext = createContext<string | undefined>(undefined);

/**
 * The configured absolute base URL (SITE_URL, read at run time on the server) for client code that
 * renders absolute URLs: the error boundary's canonical link.
 */
export function SiteUrlProvider({ value, children }: { value: string; children: ReactNode }) {
  return <SiteUrlContext value={value}>{children}</SiteUrlContext>;
}

/** The site's base URL, or undefined outside the locale layout (the global error document). */
export function useSiteUrl(): string | undefined {
  return useContext(SiteUrlContext);
}
