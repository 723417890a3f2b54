import type { PlatformError } from '@platform/core';
import type { AppCheckErrorCode } from './appcheck.errors.js';

/** An App Check token, ready to send in an `X-Firebase-AppCheck` header. */
export interface AppCheckToken {
  /** The token itself. */
  readonly token: string;
  /** When the token stops being accepted, in epoch milliseconds. */
  readonly expiresAt: number;
}

/** What a custom provider returns: a token minted by the app's own attestation backend. */
export interface CustomAppCheckToken {
  /** The App Check token. */
  readonly token: string;
  /** When it expires, in epoch milliseconds. */
  readonly expireTimeMillis: number;
}

/** reCAPTCHA Enterprise attestation with a score-based site key. */
export interface RecaptchaEnterpriseProvider {
  /** Selects this provider. */
  readonly kind: 'recaptcha-enterprise';
  /** The reCAPTCHA Enterprise site key. */
  readonly siteKey: string;
}

/** reCAPTCHA v3 attestation. */
export interface RecaptchaV3Provider {
  /** Selects this provider. */
  readonly kind: 'recaptcha-v3';
  /** The reCAPTCHA v3 site key. */
  readonly siteKey: string;
}

/** Attestation by the app's own backend; no call to the App Check exchange is made. */
export interface CustomProvider {
  /** Selects this provider. */
  readonly kind: 'custom';
  /** Returns a fresh token; a rejection becomes `appcheck/custom-provider-error`. */
  readonly getToken: () => Promise<CustomAppCheckToken>;
}

/**
 * Debug mode, for local development, the emulators and CI: a registered debug
 * token is exchanged for App Check tokens instead of an attestation.
 */
export interface DebugProvider {
  /** Selects this provider. */
  readonly kind: 'debug';
  /**
   * A debug token registered in the Firebase console. When omitted, the SDK
   * mints one, stores it in IndexedDB and prints it to the console for registration.
   */
  readonly token?: string;
}

/** How the app proves it is genuine. */
export type AppCheckProvider = RecaptchaEnterpriseProvider | RecaptchaV3Provider | CustomProvider | DebugProvider;

/** The kind of an {@link AppCheckProvider}. */
export type AppCheckProviderKind = AppCheckProvider['kind'];

/** Options for {@link AppCheckPort.activate}. */
export interface AppCheckActivation {
  /** The attestation provider. */
  readonly provider: AppCheckProvider;
  /** Refreshes the token in the background before it expires. Off by default, as in the SDK. */
  readonly autoRefresh?: boolean;
}

/** Options for {@link AppCheckPort.getToken}. */
export interface GetAppCheckTokenOptions {
  /** Fetches a new token even if the cached one is still valid. */
  readonly forceRefresh?: boolean;
  /**
   * Fetches a single-use token for a backend with replay protection. It is
   * always fresh, is not cached and is not reported to token listeners.
   */
  readonly limitedUse?: boolean;
}

/** Receives every new token. */
export type AppCheckTokenListener = (token: AppCheckToken) => void;

/** Receives failures to obtain a token, whether asked for or a background refresh. */
export type AppCheckErrorListener = (error: PlatformError<AppCheckErrorCode>) => void;

export type { Unsubscribe } from '@platform/core';
