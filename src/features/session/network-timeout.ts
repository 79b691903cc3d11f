/**
 * Spec section 9: the sign-in service's network timeout is 30 s on a desktop and 60 s on a phone.
 * Firebase's web SDK applies the longer one only inside native app shells, so the site bounds every
 * sign-in call itself, by the kind of browser.
 */
export const NETWORK_TIMEOUT_MS = { desktop: 30_000, mobile: 60_000 } as const;

/** The Firebase code of a call that ran out of time, as the SDK's own timeout reports it. */
export const NETWORK_FAILED = 'auth/network-request-failed';

interface NavigatorLike {
  userAgent: string;
  userAgentData?: { mobile?: boolean };
}

export function isMobileBrowser(navigator: NavigatorLike): boolean {
  return (
    navigator.userAgentData?.mobile ??
    /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i.test(navigator.userAgent)
  );
}

export function networkTimeoutMs(navigator: NavigatorLike): number {
  return isMobileBrowser(navigator) ? NETWORK_TIMEOUT_MS.mobile : NETWORK_TIMEOUT_MS.desktop;
}

/** An error carrying a Firebase-style code, so one table turns every failure into words. */
export class CodedError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** `work`, or a network failure once `ms` have passed without an answer. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CodedError(NETWORK_FAILED)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
