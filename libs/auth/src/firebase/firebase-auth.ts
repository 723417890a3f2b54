import type { FirebaseAppHandle } from '@platform/core/firebase';
import {
  getAdditionalUserInfo,
  getIdToken,
  getIdTokenResult,
  multiFactor,
  onAuthStateChanged,
  onIdTokenChanged,
  reload,
  signInAnonymously,
  signOut,
  type User,
} from 'firebase/auth';
import type { AuthUser } from '../auth.types.js';
import { createAuthErrorMapper } from '../internal/auth-error-mapper.js';
import { createAuthStateStore } from '../internal/auth-state-store.js';
import { createIdTokenListeners } from '../internal/id-token-listeners.js';
import { subscribeWhileStarting } from '../internal/subscribe-while-starting.js';
import { SESSION_ERRORS } from '../internal/session-errors.js';
import type { FirebaseAuthRuntime } from './firebase-runtime.js';
import { toAuthUser, toFactorInfo, toIdTokenResult } from './sdk-conversions.js';
import { openSdkSession, type FirebaseAuthPersistence, type SdkSession } from './sdk-session.js';

/** What `createFirebaseAuth` needs. */
export interface FirebaseAuthDeps {
  /** The Firebase app; it is initialized on the adapter's first call. */
  readonly app: FirebaseAppHandle;
  /** The Auth emulator, e.g. `{ url: 'http://127.0.0.1:9099' }`. */
  readonly emulator?: { readonly url: string };
  /**
   * Where a browser keeps the session: IndexedDB (`local`, the default),
   * `session` storage or `memory`. Outside a browser it is always memory.
   */
  readonly persistence?: FirebaseAuthPersistence;
}

/**
 * The Firebase Authentication adapter's implementation, loaded in one chunk
 * with the SDK's session functions by the facade (`firebase-auth.facade.ts`) on
 * first use: the state, tokens, anonymous sign-in and sign-out, and what the
 * adapter's part (in a chunk of its own) shares. Its first call
 * initializes Auth, connects the emulator and restores the stored session.
 */
export function createAuthImplementation(deps: FirebaseAuthDeps): FirebaseAuthRuntime {
  const errors = createAuthErrorMapper(SESSION_ERRORS);
  const toAuthError = errors.toError;
  const store = createAuthStateStore();
  const idTokens = createIdTokenListeners(toAuthError);
  const stops: (() => void)[] = [];
  let loading: Promise<SdkSession> | undefined;
  let session: SdkSession | undefined;
  let disposed = false;

  const snapshot = (user: User): AuthUser => {
    sync();
    const current = store.current().user;
    return current && current.uid === user.uid ? current : toAuthUser(user);
  };

  function sync(): void {
    if (session && !disposed) store.set(session.auth.currentUser ? toAuthUser(session.auth.currentUser) : null);
  }

  const start = (): Promise<SdkSession> => {
    loading ??= openSdkSession(deps).then(
      (opened) => {
        session = opened;
        if (disposed) return opened;
        sync();
        stops.push(
          onAuthStateChanged(opened.auth, sync),
          onIdTokenChanged(opened.auth, () => {
            sync();
            idTokens.emit();
          }),
        );
        return opened;
      },
      (error: unknown) => {
        loading = undefined;
        throw toAuthError(error);
      },
    );
    return loading;
  };

  const run = async <T>(work: (s: SdkSession) => Promise<T>): Promise<T> => {
    try {
      const result = await work(await start());
      sync();
      return result;
    } catch (error) {
      sync();
      throw toAuthError(error);
    }
  };

  const requireUser = (s: SdkSession): User => {
    const user = s.auth.currentUser;
    if (!user) throw errors.create('auth/no-current-user');
    return user;
  };

  const runtime: FirebaseAuthRuntime = {
    errors,
    run,
    requireUser,
    snapshot,
    opened: () => session,
    toSignedIn(s, credential, fallbackProviderId, isNewUser) {
      const info = getAdditionalUserInfo(credential);
      return {
        status: 'signed-in',
        user: snapshot(credential.user),
        isNewUser: isNewUser ?? info?.isNewUser ?? false,
        providerId: info?.providerId ?? credential.providerId ?? fallbackProviderId,
      };
    },
    toFactorInfo,
    enrolledFactors() {
      const user = session?.auth.currentUser;
      return user ? multiFactor(user).enrolledFactors.map(toFactorInfo) : [];
    },

    currentState() {
      void start().catch(() => undefined);
      return store.current();
    },
    subscribe: (listener, onError) => subscribeWhileStarting(store, start, toAuthError, listener, onError),
    ready: () => start().then(() => store.ready()),
    onIdTokenChange: (listener, onError) => idTokens.listen(start, listener, onError),
    currentUser: () => store.current().user ?? null,

    signInAnonymously: () => run(async (s) => runtime.toSignedIn(s, await signInAnonymously(s.auth), 'anonymous')),
    signOut: () => run((s) => signOut(s.auth)),
    getIdToken: (options) =>
      run(async (s) => (s.auth.currentUser ? getIdToken(s.auth.currentUser, options?.forceRefresh) : null)),
    getIdTokenResult: (options) =>
      run(async (s) =>
        s.auth.currentUser ? toIdTokenResult(await getIdTokenResult(s.auth.currentUser, options?.forceRefresh)) : null,
      ),
    reloadUser: () =>
      run(async (s) => {
        if (!s.auth.currentUser) return null;
        await reload(s.auth.currentUser);
        return s.auth.currentUser ? snapshot(s.auth.currentUser) : null;
      }),

    async dispose() {
      disposed = true;
      await loading?.catch(() => undefined);
      for (const stop of stops.splice(0)) stop();
      idTokens.close();
    },
  };
  return runtime;
}
