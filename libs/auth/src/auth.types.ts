/** A signed-in user, as plain data. */
export interface AuthUser {
  /** The user's stable id. */
  readonly uid: string;
  /** The primary email, or `null` (anonymous and phone users). */
  readonly email: string | null;
  /** Whether the email has been verified. */
  readonly emailVerified: boolean;
  /** The display name, or `null`. */
  readonly displayName: string | null;
  /** A profile picture URL, or `null`. */
  readonly photoURL: string | null;
  /** The phone number in E.164 form, or `null`. */
  readonly phoneNumber: string | null;
  /** True for a guest account created by {@link AuthPort.signInAnonymously}. */
  readonly isAnonymous: boolean;
  /** Every linked sign-in method, e.g. `['password', 'google.com']`; empty for anonymous users. */
  readonly providerIds: readonly string[];
  /** When the account was created and last signed in, in epoch milliseconds (`null` if unknown). */
  readonly metadata: { readonly createdAt: number | null; readonly lastSignInAt: number | null };
}

/**
 * Who is signed in. It starts `unknown` while a stored session is being
 * restored and never reports `signed-out` before that has finished.
 */
export type AuthState =
  | { readonly status: 'unknown'; readonly user: undefined }
  | { readonly status: 'signed-out'; readonly user: null }
  | { readonly status: 'signed-in'; readonly user: AuthUser };

/** A state other than `unknown`. */
export type KnownAuthState = Exclude<AuthState, { status: 'unknown' }>;

/** The OAuth providers with a name of their own. */
export type BuiltInProvider = 'google' | 'github' | 'microsoft' | 'apple' | 'twitter' | 'facebook';

/** Which identity provider to sign in with. */
export type OAuthProviderSpec =
  | BuiltInProvider
  | { readonly kind: 'oidc'; readonly providerId: `oidc.${string}` }
  | { readonly kind: 'saml'; readonly providerId: `saml.${string}` };

/** How a provider sign-in is presented. */
export type ProviderSignInMode = 'popup' | 'redirect';

/** Options for a provider sign-in. */
export interface ProviderSignInOptions {
  /** `popup` opens a window; `redirect` leaves the page and returns to it. */
  readonly mode: ProviderSignInMode;
  /** Extra OAuth scopes, e.g. `['repo']` for GitHub. */
  readonly scopes?: readonly string[];
  /** Extra OAuth parameters, e.g. `{ prompt: 'select_account' }`. */
  readonly customParameters?: Readonly<Record<string, string>>;
}

/** A second factor the user has enrolled. */
export interface MultiFactorInfo {
  /** The factor's id, used to pick it at sign-in or to unenroll it. */
  readonly uid: string;
  /** `phone` or `totp`. */
  readonly factorId: 'phone' | 'totp';
  /** The name the user gave it, or `null`. */
  readonly displayName: string | null;
  /** When it was enrolled, in epoch milliseconds. */
  readonly enrolledAt: number | null;
  /** For phone factors, the (masked) phone number. */
  readonly phoneNumber?: string;
}

/**
 * Answers the reCAPTCHA (or any app verification) that phone sign-in needs.
 * In a browser, wrap the SDK's `RecaptchaVerifier`; in tests, return a fixed token.
 */
export interface PhoneVerifier {
  /** `'recaptcha'` for the SDK's verifier. */
  readonly type: string;
  /** Resolves with a verification token. */
  verify(): Promise<string>;
}

/** The second step of a phone sign-in or enrolment: confirm the code the user received. */
export interface PhoneCodeConfirmation<Result> {
  /** The verification id, should the app need to persist the flow. */
  readonly verificationId: string;
  /** Finishes the flow with the code from the SMS. */
  confirm(code: string): Promise<Result>;
}

/** A TOTP enrolment in progress: show the secret or QR code, then confirm a code from the authenticator app. */
export interface TotpEnrollment {
  /** The shared secret, base32-encoded, for manual entry. */
  readonly secretKey: string;
  /** How many digits a code has. */
  readonly codeLength: number;
  /** The `otpauth://` URL for a QR code. */
  qrCodeUrl(accountName?: string, issuer?: string): string;
  /** Finishes the enrolment with a code from the authenticator app. */
  complete(code: string, displayName?: string): Promise<MultiFactorInfo>;
}

/**
 * Sign-in that needs a second factor: pick one of `hints`, then finish with
 * {@link MultiFactorSignIn.signInWithPhone} or {@link MultiFactorSignIn.signInWithTotp}.
 */
export interface MultiFactorSignIn {
  /** The factors the user can finish with. */
  readonly hints: readonly MultiFactorInfo[];
  /** Sends an SMS to a phone factor; confirm the code to finish signing in. */
  signInWithPhone(factorUid: string, verifier: PhoneVerifier): Promise<PhoneCodeConfirmation<SignedIn>>;
  /** Finishes with a code from the authenticator app of a TOTP factor. */
  signInWithTotp(factorUid: string, code: string): Promise<SignedIn>;
}

/** A completed sign-in. */
export interface SignedIn {
  /** Always `'signed-in'`. */
  readonly status: 'signed-in';
  /** The user now signed in. */
  readonly user: AuthUser;
  /** True when this sign-in created the account. */
  readonly isNewUser: boolean;
  /** The method used, e.g. `'password'`, `'google.com'`, `'anonymous'`, `'phone'`. */
  readonly providerId: string;
}

/** The outcome of a sign-in: done, a second factor needed, or the page is leaving for a redirect. */
export type SignInResult =
  | SignedIn
  | { readonly status: 'mfa-required'; readonly resolver: MultiFactorSignIn }
  | { readonly status: 'redirecting' };

/** A decoded ID token. */
export interface IdTokenResult {
  /** The raw JWT, for an `Authorization: Bearer` header. */
  readonly token: string;
  /** Every claim, custom claims included. */
  readonly claims: Readonly<Record<string, unknown>>;
  /** When the token was issued, in epoch milliseconds. */
  readonly issuedAt: number;
  /** When the token expires, in epoch milliseconds. */
  readonly expiresAt: number;
  /** How the user signed in, e.g. `'password'`. */
  readonly signInProvider: string | null;
}

/** The fields {@link AuthPort.updateProfile} can change; `null` clears a field. */
export interface ProfileUpdate {
  /** The new display name; `null` clears it, `undefined` leaves it. */
  readonly displayName?: string | null;
  /** The new profile picture URL; `null` clears it, `undefined` leaves it. */
  readonly photoURL?: string | null;
}

/** Asks the user for the code from the SMS that has just been sent. */
export type SmsCodePrompt = () => Promise<string>;

/** Proves one of the user's second factors. */
export type SecondFactorProof =
  | { readonly factorId: 'totp'; readonly factorUid: string; readonly code: string }
  | {
      readonly factorId: 'phone';
      readonly factorUid: string;
      /** Answers the app verification before the SMS is sent. */
      readonly verifier: PhoneVerifier;
      /** Called once the SMS is sent. */
      readonly enterCode: SmsCodePrompt;
    };

/** Picks one of the user's enrolled second factors (`hints`) and proves it. */
export type SecondFactorPrompt = (hints: readonly MultiFactorInfo[]) => Promise<SecondFactorProof>;

/** Proves the user's identity with the first factor. */
export type FirstFactorProof =
  | { readonly method: 'password'; readonly password: string }
  | { readonly method: 'provider'; readonly provider: OAuthProviderSpec; readonly mode?: 'popup' }
  | {
      /** An SMS to the user's own phone number, for accounts that sign in by phone. */
      readonly method: 'phone';
      /** Answers the app verification before the SMS is sent. */
      readonly verifier: PhoneVerifier;
      /** Called once the SMS is sent. */
      readonly enterCode: SmsCodePrompt;
    };

/**
 * Proves the user's identity again before a sensitive operation: the first
 * factor, and for a user with enrolled second factors, `secondFactor`, which is
 * asked to prove one of them after the first factor has passed.
 */
export type Reauthentication = FirstFactorProof & {
  /**
   * Needed when the user has enrolled second factors; without it, re-authentication
   * fails with `auth/multi-factor-auth-required` and the factors in `customData.hints`.
   */
  readonly secondFactor?: SecondFactorPrompt;
};

/** Supplies a {@link Reauthentication} when an operation needs a recent login. */
export type ReauthenticationPrompt = (user: AuthUser) => Promise<Reauthentication>;

/** Options for operations that may need a recent login. */
export interface SensitiveOperationOptions {
  /**
   * Called when the session is too old (`auth/requires-recent-login`); the
   * operation is retried once after re-authenticating. Without it, the error is thrown.
   */
  readonly reauthenticate?: ReauthenticationPrompt;
}

/** Options for reading the ID token. */
export interface IdTokenOptions {
  /** Fetches a fresh token even if the cached one is still valid. */
  readonly forceRefresh?: boolean;
}

export type { Unsubscribe } from '@platform/core';
