import type { ReactNode } from 'react';

/** The document is rendered per locale in `[locale]/layout.tsx`, so `<html lang>` is always right. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
