import type { PlatformError } from '@platform/core';
import type { AuthErrorCode } from './auth.errors.js';
import type {
  AuthState,
  AuthUser,
  IdTokenOptions,
  IdTokenResult,
  KnownAuthState,
  MultiFactorInfo,
  OAuthProviderSpec,
  PhoneCodeConfirmation,
  PhoneVerifier,
  ProfileUpdate,
  ProviderSignInOptions,
  Reauthentication,
  SensitiveOperationOptions,
  SignedIn,
  SignInResult,
  TotpEnrollment,
  Unsubscribe,
} from './auth.types.js';

/** Enrolment and removal of second factors for the signed-in user. */
export interface MultiFactorPort {
  /** The signed-in user's enrolled factors; empty when signed out. */
  enrolledFactors(): readonly MultiFactorInfo[];
  /** Sends an SMS to `phoneNumber`; confirming the code enrols it. Needs a verified email. */
  enrollPhone(
    phoneNumber: string,
    verifier: PhoneVerifier,
    displayName?: string,
  ): Promise<PhoneCodeConfirmation<MultiFactorInfo>>;
  /** Starts a TOTP enrolment: show its secret, then complete it with a code. Needs a verified email. */
  enrollTotp(): Promise<TotpEnrollment>;
  /** Removes a factor by its uid. */
  unenroll(factorUid: string, options?: SensitiveOperationOptions): Promise<void>;
}

/**
 * Authentication, shaped around what apps need.
 *
 * Every method rejects only with a `PlatformError` whose code is an
 * {@link AuthErrorCode}; expected outcomes (a second factor needed, no user
 * signed in) are part of the return types.
 */
export interface AuthPort {
  /** The current state, synchronously; `unknown` until the stored session has been restored. */
  currentState(): AuthState;
  /**
   * Calls `listener` with the current state at once, then on every change:
   * sign-in, sign-out, and profile, email or verification updates.
   * `onError` hears, with its typed error, if the session cannot be started
   * at all (the SDK failed to load, the app was deleted); the state then stays `unknown`.
   */
  subscribe(listener: (state: AuthState) => void, onError?: (error: PlatformError<AuthErrorCode>) => void): Unsubscribe;
  /** Resolves with the first state that is not `unknown`. */
  ready(): Promise<KnownAuthState>;
  /**
   * Calls `listener` each time the signed-in user's ID token changes after this
   * call: sign-in, sign-out, a refresh (on expiry or `getIdToken({ forceRefresh: true })`,
   * for instance after the server changed custom claims), and account changes that
   * issue a new token. It is not called at once; read the token with
   * {@link AuthPort.getIdTokenResult}. It may be called when the token did not change,
   * so listeners re-read rather than count. `onError` hears if the session cannot start.
   */
  onIdTokenChange(listener: () => void, onError?: (error: PlatformError<AuthErrorCode>) => void): Unsubscribe;

  /** Creates an email and password account and signs it in. */
  signUpWithEmail(email: string, password: string): Promise<SignedIn>;
  /** Signs in with email and password; may need a second factor. */
  signInWithEmail(email: string, password: string): Promise<SignInResult>;
  /** Signs in as a new anonymous (guest) user. */
  signInAnonymously(): Promise<SignedIn>;
  /**
   * Signs in with an identity provider. In `popup` mode it resolves with the
   * outcome; in `redirect` mode it resolves `{ status: 'redirecting' }` as the
   * page leaves, and {@link AuthPort.completeRedirect} finishes on return.
   */
  signInWithProvider(provider: OAuthProviderSpec, options: ProviderSignInOptions): Promise<SignInResult>;
  /** Finishes a redirect sign-in after the page returns; `null` when no redirect was pending. */
  completeRedirect(): Promise<SignInResult | null>;
  /** Sends an SMS code to `phoneNumber` (E.164); confirm the code to sign in. */
  startPhoneSignIn(phoneNumber: string, verifier: PhoneVerifier): Promise<PhoneCodeConfirmation<SignInResult>>;
  /** Signs out; a no-op when nobody is signed in. */
  signOut(): Promise<void>;

  /** The signed-in user's ID token, or `null` when signed out. */
  getIdToken(options?: IdTokenOptions): Promise<string | null>;
  /** The signed-in user's decoded ID token with its claims, or `null` when signed out. */
  getIdTokenResult(options?: IdTokenOptions): Promise<IdTokenResult | null>;

  /** The signed-in user, or `null`; same as `currentState().user` once known. */
  currentUser(): AuthUser | null;
  /** Re-reads the signed-in user from the server; `null` when signed out. */
  reloadUser(): Promise<AuthUser | null>;
  /** Changes the display name or photo URL. */
  updateProfile(update: ProfileUpdate): Promise<AuthUser>;
  /**
   * Asks to change the email address: sends a verification link to `newEmail`,
   * and the address changes only when that link is opened (or its code is passed
   * to {@link AuthPort.applyActionCode}). Until then the account keeps its current
   * address. This is the only way to change an email on projects with email
   * enumeration protection, the default since 2023. May need a recent login;
   * rejects with `auth/email-already-in-use` or `auth/invalid-email` where the
   * backend reveals it. After the change the signed-in user sees it on
   * {@link AuthPort.reloadUser}; some projects sign the user out instead.
   */
  requestEmailChange(newEmail: string, options?: SensitiveOperationOptions): Promise<void>;
  /** Changes the password; may need a recent login. */
  updatePassword(newPassword: string, options?: SensitiveOperationOptions): Promise<void>;
  /** Sends a password-reset email. */
  sendPasswordResetEmail(email: string): Promise<void>;
  /** Sets a new password with the code from a password-reset email. */
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  /** Sends a verification email to the signed-in user. */
  sendEmailVerification(): Promise<void>;
  /**
   * Applies the code from a verification (or email-recovery) email, for apps
   * that handle the email link themselves. The signed-in user sees the change
   * after {@link AuthPort.reloadUser}.
   */
  applyActionCode(code: string): Promise<void>;
  /**
   * Proves the signed-in user's identity again, e.g. before showing sensitive
   * settings; sensitive operations call it themselves through their
   * `reauthenticate` option. Rejects with `auth/wrong-sign-in-method` (the
   * account's methods in `customData.providerIds`) when the account cannot prove
   * itself that way, `auth/user-mismatch` when another account answered, and
   * `auth/multi-factor-auth-required` when a second factor is enrolled and
   * `proof.secondFactor` is missing.
   */
  reauthenticate(proof: Reauthentication): Promise<void>;
  /** Deletes the signed-in account and signs out; re-authenticates through `options` if the login is too old. */
  deleteAccount(options?: SensitiveOperationOptions): Promise<void>;

  /** Second factors of the signed-in user. */
  readonly multiFactor: MultiFactorPort;

  /**
   * Releases the adapter: listeners hear nothing more, and later calls reject with `auth/disposed`. Calling it
   * again shares the first call's work. The Firebase app and the stored session belong to the caller; disposing
   * signs nobody out.
   */
  dispose(): Promise<void>;
}
