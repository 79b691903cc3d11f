'use client';

import { useState } from 'react';
import type { SignInConfig } from './sign-in-config';

/**
 * Ends the session: the server's cookie first (and, as configured, the partner's tokens
 * everywhere), then Firebase's in this browser; then the page named by `after`.
 */
export function SignOutButton({
  config,
  label,
  busyLabel,
  after,
}: {
  config: SignInConfig;
  label: string;
  busyLabel: string;
  after: string;
}) {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      const { sessionKeeper } = await import('./session-keeper');
      await sessionKeeper(config).signOut();
    } catch {
      // Firebase's code did not load: the server's session still ends
      await fetch('/api/__session', { method: 'DELETE', credentials: 'same-origin' }).catch(
        () => undefined,
      );
    }
    window.location.assign(after);
  };
  return (
    <button
      type="button"
      className="button button-outline button-sm"
      onClick={signOut}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
