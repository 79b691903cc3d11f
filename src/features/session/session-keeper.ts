import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { CodedError, networkTimeoutMs, withTimeout } from './network-timeout';
import type { SignInConfig } from './sign-in-config';
import { writeSignedIn } from './signed-in-marker';

/** Spec section 7: the endpoint that turns an ID token into the server's session. */
export const SESSION_ENDPOINT = '/api/__session';
/** Spec section 9: the ID token is refreshed this long before it expires. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;

export type SignedOutReason = 'refresh-failed' | 'session-refused';

export interface SessionKeeper {
  /** The partner signed in on this browser, once Firebase has read its storage. */
  currentUser(): Promise<User | null>;
  /** Signs in and resolves once the server's session is set. */
  signIn(email: string, password: string): Promise<void>;
  resetPassword(email: string): Promise<void>;
  /** Ends the server's session (and, as configured there, every device's), then Firebase's. */
  signOut(): Promise<void>;
  /** Called when the session ends without the partner asking (a failed refresh, a refusal). */
  onSignedOut(listener: (reason: SignedOutReason) => void): () => void;
}

let keeper: SessionKeeper | undefined;

/**
 * The browser's side of the session (spec section 7), one per page: after every sign-in state
 * change the ID token goes to `/api/__session`, and it is refreshed 5 minutes before it expires
 * (then sent again); a refresh that fails signs the partner out cleanly. Only the sign-in page and
 * pages of a signed-in partner load this module (and Firebase with it).
 */
export function sessionKeeper(config: SignInConfig): SessionKeeper {
  keeper ??= createKeeper(config);
  return keeper;
}

function createKeeper(config: SignInConfig): SessionKeeper {
  const app = initializeApp(
    { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
    'fortarc',
  );
  // Email and password only: no popup or redirect resolver, so no frame from the auth domain.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (config.emulatorHost) {
    connectAuthEmulator(auth, `http://${config.emulatorHost}`, { disableWarnings: true });
  }
  auth.languageCode = document.documentElement.lang || null;
  const timeout = () => networkTimeoutMs(navigator);
  const listeners = new Set<(reason: SignedOutReason) => void>();
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let serverUid: string | undefined;
  let posted: { token: string; done: Promise<void> } | undefined;

  const sessionCall = (init: RequestInit) =>
    fetch(SESSION_ENDPOINT, {
      ...init,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeout()),
    }).catch(() => {
      throw new CodedError('auth/network-request-failed');
    });

  /** Sends a token once; the same token asked again waits for the same answer. */
  const postToken = (user: User, token: string) => {
    if (posted?.token === token) return posted.done;
    const done = sessionCall({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    }).then((answer) => {
      if (!answer.ok) throw new CodedError('session/refused');
      serverUid = user.uid;
      writeSignedIn(localStorage, config);
    });
    posted = { token, done };
    done.catch(() => {
      if (posted?.token === token) posted = undefined;
    });
    return done;
  };

  const endLocally = async (reason?: SignedOutReason) => {
    clearTimeout(refreshTimer);
    writeSignedIn(localStorage, undefined);
    const hadSession = serverUid !== undefined;
    serverUid = undefined;
    posted = undefined;
    if (hadSession || reason) await sessionCall({ method: 'DELETE' }).catch(() => undefined);
    if (auth.currentUser) await firebaseSignOut(auth).catch(() => undefined);
    if (reason) for (const listener of listeners) listener(reason);
  };

  const scheduleRefresh = (user: User, expirationTime: string) => {
    clearTimeout(refreshTimer);
    const due = Date.parse(expirationTime) - REFRESH_BEFORE_EXPIRY_MS - Date.now();
    refreshTimer = setTimeout(
      () => {
        // The new token arrives through onIdTokenChanged below, which sends it.
        withTimeout(user.getIdToken(true), timeout()).catch(() => endLocally('refresh-failed'));
      },
      Math.max(0, due),
    );
  };

  onIdTokenChanged(auth, (user) => {
    if (!user) {
      if (serverUid !== undefined) void endLocally();
      return;
    }
    void user
      .getIdTokenResult()
      .then(async (result) => {
        await postToken(user, result.token);
        scheduleRefresh(user, result.expirationTime);
      })
      .catch(() => endLocally(serverUid === undefined ? 'session-refused' : 'refresh-failed'));
  });

  return {
    async currentUser() {
      await auth.authStateReady();
      return auth.currentUser;
    },
    async signIn(email, password) {
      const { user } = await withTimeout(
        signInWithEmailAndPassword(auth, email, password),
        timeout(),
      );
      const result = await user.getIdTokenResult();
      try {
        await postToken(user, result.token);
      } catch (error) {
        await endLocally();
        throw error;
      }
      scheduleRefresh(user, result.expirationTime);
    },
    async resetPassword(email) {
      await withTimeout(sendPasswordResetEmail(auth, email), timeout());
    },
    async signOut() {
      serverUid ??= auth.currentUser?.uid;
      await endLocally();
    },
    onSignedOut(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
