import type { Clock } from '@platform/core';
import type { AuthErrorCode } from '../auth.errors.js';
import type { AuthPort } from '../auth.port.js';
import type { AuthUser } from '../auth.types.js';
import type { AccountChooser } from './account-chooser.js';
import type { FailNextOptions, MemoryAuthOperation } from './fault-injector.js';
import type { MemoryOobCode } from './oob-mailbox.js';
import type { KeyValueStorage } from './persistence.js';
import type { RandomBytes } from './random.js';
import type { MemorySms } from './sms-outbox.js';

/** An account to create up front. */
export interface MemoryUserSeed {
  /** A fixed uid; random otherwise. */
  readonly uid?: string;
  /** The email; stored lower-cased, as Firebase does. */
  readonly email?: string;
  /** Needs `email`; the account can then sign in with it. */
  readonly password?: string;
  /** The display name. */
  readonly displayName?: string | null;
  /** The profile picture URL. */
  readonly photoURL?: string | null;
  /** E.164; the account can then sign in by phone. */
  readonly phoneNumber?: string;
  /** Whether the email counts as verified; `false` by default. */
  readonly emailVerified?: boolean;
  /** Custom claims for the ID token, e.g. `{ role: 'admin' }`. */
  readonly customClaims?: Readonly<Record<string, unknown>>;
  /** A disabled account cannot sign in. */
  readonly disabled?: boolean;
}

/** Options for `createMemoryAuth`. */
export interface MemoryAuthOptions {
  /** Drives token expiry, recent-login checks and code lifetimes; `systemClock` by default. */
  readonly clock?: Clock;
  /** Plays the user at identity providers; a fixed demo account by default. */
  readonly chooseAccount?: AccountChooser;
  /** Keeps accounts and the session across reloads, e.g. `window.localStorage`. In memory only by default. */
  readonly storage?: KeyValueStorage;
  /** The key in `storage`. */
  readonly storageKey?: string;
  /** The project id in tokens (`aud`, `iss`) and the TOTP issuer. */
  readonly projectId?: string;
  /** Accounts to create, unless one with the same uid or email exists (e.g. restored from `storage`). */
  readonly users?: readonly MemoryUserSeed[];
  /** The source of ids and codes; Web Crypto by default. Salts always come from Web Crypto. */
  readonly randomBytes?: RandomBytes;
}

/** What tests (and the offline app) can do behind the port's back. */
export interface MemoryAuthControl {
  /** The clock the adapter runs on. */
  readonly clock: Clock;
  /** Creates an account without signing it in. */
  createUser(seed: MemoryUserSeed): Promise<AuthUser>;
  /** Every account. */
  users(): readonly AuthUser[];
  /** Sets a user's custom claims; like Firebase, they appear in the next ID token minted. */
  setCustomClaims(uid: string, claims: Readonly<Record<string, unknown>>): void;
  /** Disables (or enables) an account; a disabled account cannot sign in or refresh its token. */
  disableUser(uid: string, disabled?: boolean): void;
  /** The unused out-of-band codes (password reset, email verification, email change and recovery), oldest first. */
  oobCodes(): readonly MemoryOobCode[];
  /** Every SMS sent, oldest first. */
  phoneCodes(): readonly MemorySms[];
  /** The last SMS code sent to `phoneNumber`. */
  lastPhoneCode(phoneNumber: string): string | undefined;
  /** The code an authenticator app would show for a TOTP secret, now on the adapter's clock or at `atMs`. */
  totpCode(secretKey: string, atMs?: number): Promise<string>;
  /** The next call(s) of `operation` (`'*'` for any) reject with `code`. */
  failNext(operation: MemoryAuthOperation | '*', code: AuthErrorCode, options?: FailNextOptions): void;
  /** Drops every fault scheduled with {@link MemoryAuthControl.failNext}. */
  clearFaults(): void;
  /** While offline, every call that would reach the server fails with `auth/network-request-failed`. */
  setOffline(offline: boolean): void;
  /** Replaces the account chooser. */
  setAccountChooser(chooser: AccountChooser): void;
}

/** The memory adapter: the port, plus {@link MemoryAuthControl}. */
export interface MemoryAuth extends AuthPort {
  /** Test and offline-app access behind the port's back. */
  readonly control: MemoryAuthControl;
}
