import { isFirebaseErrorLike } from '@platform/core';
import type { FirebaseAppHandle } from '@platform/core/firebase';
import type { MultiFactorError, User, UserCredential } from 'firebase/auth';
import { authErrors, toAuthError } from '../auth.errors.js';
import type { AuthPort } from '../auth.port.js';
import type { AuthUser, MultiFactorSignIn, Reauthentication, SignedIn, SignInResult } from '../auth.types.js';
import { createIdTokenListeners } from '../internal/id-token-listeners.js';
import { subscribeWhileStarting } from '../internal/subscribe-while-starting.js';
import { createAuthStateStore } from '../internal/auth-state-store.js';
import { withRecentLogin } from '../internal/with-recent-login.js';
import { createFirebaseMfaResolver, createFirebaseMultiFactor } from './firebase-multi-factor.js';
import type { FirebaseAuthRuntime } from './firebase-runtime.js';
import { toAuthUser, toIdTokenResult } from './sdk-conversions.js';
import { createSdkProvider } from './sdk-provider.js';
import { reauthenticateSdkUser } from './sdk-reauthentication.js';
import { openSdkSession, type FirebaseAuthPersistence, type SdkSession } from './sdk-session.js';
import { toSdkVerifier } from './sdk-verifier.js';

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

const isMultiFactorError = (error: unknown): error is MultiFactorError =>
  isFirebaseErrorLike(error) && error.code === 'auth/multi-factor-auth-required';

/** The provider id reported when the SDK names none. */
const UNKNOWN_PROVIDER = 'unknown';

function leavingPage(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('beforeunload', () => resolve(), { once: true }));
}

/**
 * The Firebase Authentication adapter's implementation, loaded in one chunk
 * with `firebase/auth` by the facade (`firebase-auth.facade.ts`) on first use.
 * Its first call initializes Auth, connects the emulator and restores the
 * stored session.
 */
export function createAuthImplementation(deps: FirebaseAuthDeps): AuthPort {
  const store = createAuthStateStore();
  const idTokens = createIdTokenListeners();
  let loading: Promise<SdkSession> | undefined;
  let session: SdkSession | undefined;

  const snapshot = (user: User): AuthUser => {
    sync();
    const current = store.current().user;
    return current && current.uid === user.uid ? current : toAuthUser(user);
  };

  function sync(): void {
    if (session) store.set(session.auth.currentUser ? toAuthUser(session.auth.currentUser) : null);
  }

  const start = (): Promise<SdkSession> => {
    loading ??= openSdkSession(deps).then(
      (opened) => {
        session = opened;
        sync();
        opened.sdk.onAuthStateChanged(opened.auth, sync);
        opened.sdk.onIdTokenChanged(opened.auth, () => {
          sync();
          idTokens.emit();
        });
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
    if (!user) throw authErrors.create('auth/no-current-user');
    return user;
  };

  const toSignedIn = (
    s: SdkSession,
    credential: UserCredential,
    fallbackProviderId: string,
    isNewUser?: boolean,
  ): SignedIn => {
    const info = s.sdk.getAdditionalUserInfo(credential);
    return {
      status: 'signed-in',
      user: snapshot(credential.user),
      isNewUser: isNewUser ?? info?.isNewUser ?? false,
      providerId: info?.providerId ?? credential.providerId ?? fallbackProviderId,
    };
  };

  const orSecondFactor = async <T>(
    fallbackProviderId: string,
    attempt: () => Promise<T>,
  ): Promise<T | { readonly status: 'mfa-required'; readonly resolver: MultiFactorSignIn }> => {
    try {
      return await attempt();
    } catch (error) {
      const s = session;
      if (!s || !isMultiFactorError(error)) throw error;
      const resolver = s.sdk.getMultiFactorResolver(s.auth, error);
      return { status: 'mfa-required', resolver: createFirebaseMfaResolver(runtime, resolver, fallbackProviderId) };
    }
  };

  const reauthenticate = (s: SdkSession, proof: Reauthentication): Promise<void> =>
    reauthenticateSdkUser(s, requireUser(s), proof);

  const sensitive: FirebaseAuthRuntime['sensitive'] = (options, work) =>
    run((s) =>
      withRecentLogin(
        async () => {
          try {
            return await work(s, requireUser(s));
          } catch (error) {
            throw toAuthError(error);
          }
        },
        options,
        {
          currentUser: () => (s.auth.currentUser ? toAuthUser(s.auth.currentUser) : null),
          reauthenticate: (proof) => reauthenticate(s, proof),
        },
      ),
    );

  const runtime: FirebaseAuthRuntime = { run, sensitive, opened: () => session, requireUser, toSignedIn };
  const kickOff = () => void start().catch(() => undefined);

  return {
    currentState() {
      kickOff();
      return store.current();
    },
    subscribe: (listener, onError) => subscribeWhileStarting(store, start, listener, onError),
    ready: () => start().then(() => store.ready()),
    onIdTokenChange: (listener, onError) => idTokens.listen(start, listener, onError),

    signUpWithEmail: (email, password) =>
      run(async (s) =>
        toSignedIn(s, await s.sdk.createUserWithEmailAndPassword(s.auth, email, password), 'password', true),
      ),
    signInWithEmail: (email, password) =>
      run((s) =>
        orSecondFactor('password', async () =>
          toSignedIn(s, await s.sdk.signInWithEmailAndPassword(s.auth, email, password), 'password'),
        ),
      ),
    signInAnonymously: () => run(async (s) => toSignedIn(s, await s.sdk.signInAnonymously(s.auth), 'anonymous')),

    signInWithProvider: (provider, options) =>
      run(async (s): Promise<SignInResult> => {
        const sdkProvider = createSdkProvider(s.sdk, provider, options);
        if (options.mode === 'popup') {
          const { providerId } = sdkProvider;
          return orSecondFactor(providerId, async () =>
            toSignedIn(s, await s.sdk.signInWithPopup(s.auth, sdkProvider, s.resolver), providerId),
          );
        }
        const redirect = s.sdk.signInWithRedirect(s.auth, sdkProvider, s.resolver).then(() => undefined);
        await (s.browser ? Promise.race([redirect, leavingPage()]) : redirect);
        return { status: 'redirecting' };
      }),

    completeRedirect: () =>
      run(async (s) => {
        if (!s.browser) return null;
        return orSecondFactor(UNKNOWN_PROVIDER, async () => {
          const credential = await s.sdk.getRedirectResult(s.auth, s.resolver);
          return credential ? toSignedIn(s, credential, credential.providerId ?? UNKNOWN_PROVIDER) : null;
        });
      }),

    startPhoneSignIn: (phoneNumber, verifier) =>
      run(async (s) => {
        const confirmation = await s.sdk.signInWithPhoneNumber(s.auth, phoneNumber, toSdkVerifier(verifier));
        return {
          verificationId: confirmation.verificationId,
          confirm: (code: string) =>
            run((current) =>
              orSecondFactor('phone', async () => toSignedIn(current, await confirmation.confirm(code), 'phone')),
            ),
        };
      }),

    signOut: () => run((s) => s.sdk.signOut(s.auth)),

    getIdToken: (options) =>
      run(async (s) => (s.auth.currentUser ? s.sdk.getIdToken(s.auth.currentUser, options?.forceRefresh) : null)),
    getIdTokenResult: (options) =>
      run(async (s) =>
        s.auth.currentUser
          ? toIdTokenResult(await s.sdk.getIdTokenResult(s.auth.currentUser, options?.forceRefresh))
          : null,
      ),

    currentUser: () => store.current().user ?? null,
    reloadUser: () =>
      run(async (s) => {
        if (!s.auth.currentUser) return null;
        await s.sdk.reload(s.auth.currentUser);
        return s.auth.currentUser ? snapshot(s.auth.currentUser) : null;
      }),
    updateProfile: (update) =>
      run(async (s) => {
        const user = requireUser(s);
        await s.sdk.updateProfile(user, {
          ...(update.displayName === undefined ? {} : { displayName: update.displayName ?? '' }),
          ...(update.photoURL === undefined ? {} : { photoURL: update.photoURL ?? '' }),
        });
        return snapshot(user);
      }),
    requestEmailChange: (newEmail, options) =>
      sensitive(options, (s, user) => s.sdk.verifyBeforeUpdateEmail(user, newEmail)),
    updatePassword: (newPassword, options) => sensitive(options, (s, user) => s.sdk.updatePassword(user, newPassword)),
    sendPasswordResetEmail: (email) => run((s) => s.sdk.sendPasswordResetEmail(s.auth, email)),
    confirmPasswordReset: (code, newPassword) => run((s) => s.sdk.confirmPasswordReset(s.auth, code, newPassword)),
    sendEmailVerification: () => run((s) => s.sdk.sendEmailVerification(requireUser(s))),
    applyActionCode: (code) => run((s) => s.sdk.applyActionCode(s.auth, code)),
    reauthenticate: (proof) => run((s) => reauthenticate(s, proof)),
    deleteAccount: (options) => sensitive(options, (s, user) => s.sdk.deleteUser(user)),

    multiFactor: createFirebaseMultiFactor(runtime),
  };
}
