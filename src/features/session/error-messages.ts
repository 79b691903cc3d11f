/** The keys of the `Session.errors` messages. */
export type SignInErrorKey =
  | 'network'
  | 'disabled'
  | 'expired'
  | 'wrongPassword'
  | 'unknownUser'
  | 'tooMany'
  | 'emailInvalid'
  | 'passwordShort'
  | 'sessionRefused'
  | 'generic';

/**
 * Firebase Authentication's error codes (spec section 7) as the message a visitor reads. With
 * email enumeration protection on, Firebase answers a wrong password and an unknown address alike
 * (`invalid-credential`), and so does the message.
 */
const BY_CODE: Record<string, SignInErrorKey> = {
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
  'auth/user-disabled': 'disabled',
  'auth/user-token-expired': 'expired',
  'auth/id-token-expired': 'expired',
  'auth/requires-recent-login': 'expired',
  'auth/wrong-password': 'wrongPassword',
  'auth/invalid-credential': 'wrongPassword',
  'auth/invalid-login-credentials': 'wrongPassword',
  'auth/invalid-password': 'wrongPassword',
  'auth/user-not-found': 'unknownUser',
  'auth/too-many-requests': 'tooMany',
  'auth/invalid-email': 'emailInvalid',
  'auth/missing-email': 'emailInvalid',
  'auth/weak-password': 'passwordShort',
  'session/refused': 'sessionRefused',
};

export function signInErrorKey(error: unknown): SignInErrorKey {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && BY_CODE[code]) || 'generic';
}
