import type { Clock } from '@platform/core';
import type {
  PhoneCodeConfirmation,
  PhoneVerifier,
  SensitiveOperationOptions,
  SignedIn,
  SignInResult,
} from '../auth.types.js';
import type { MemoryAuthOperation } from './fault-injector.js';
import { MEMORY_AUTH_TIMINGS } from './memory-auth.constants.js';
import type { SignInFacts } from './id-token.js';
import type { RandomSource } from './random.js';
import type { SmsOutbox, SmsPurpose } from './sms-outbox.js';
import type { UserRecord } from './user-record.js';
import type { UserStore } from './user-store.js';

/** A sign-in that has passed its first factor. */
export interface FirstFactor {
  /** The account signing in. */
  readonly uid: string;
  /** How, e.g. `'password'`. */
  readonly signInProvider: string;
  /** Whether this sign-in created the account. */
  readonly isNewUser: boolean;
}

/** What the parts of the memory adapter share: its clock, tables and session. */
export interface MemoryContext {
  /** The adapter's clock. */
  readonly clock: Clock;
  /** The account table. */
  readonly users: UserStore;
  /** SMS codes sent. */
  readonly sms: SmsOutbox;
  /** Ids and codes. */
  readonly random: RandomSource;
  /** Used as the TOTP issuer. */
  readonly projectId: string;
  /** Waits for the stored session to be restored, runs `work`, and maps any failure to an auth error. */
  guarded<T>(work: () => Promise<T>): Promise<T>;
  /** Like {@link MemoryContext.guarded}, for an operation that needs a recent login. */
  sensitive<T>(
    operation: MemoryAuthOperation,
    options: SensitiveOperationOptions | undefined,
    work: () => Promise<T>,
  ): Promise<T>;
  /** Throws an injected fault for `operation`, or `auth/network-request-failed` while offline. */
  serverCall(operation: MemoryAuthOperation): void;
  /** The signed-in account; throws `auth/no-current-user`. */
  requireUser(): UserRecord;
  /** Asks the verifier for its token, as the SDK does before sending an SMS. */
  verifyApp(verifier: PhoneVerifier): Promise<void>;
  /** Signs the user in, with the second factor used if any. */
  startSession(first: FirstFactor, secondFactor: SignInFacts['secondFactor']): SignedIn;
  /** Signs in after the first factor, or asks for a second one when the user has enrolled any. */
  finishFirstFactor(first: FirstFactor): SignInResult;
  /** Saves the tables and tells subscribers if the signed-in user changed. */
  commit(): void;
}

/**
 * Sends an SMS code to `phoneNumber` and returns the confirmation whose `confirm(code)` checks it, as a server call,
 * then runs `complete`.
 */
export function sendPhoneCode<Result>(
  ctx: Pick<MemoryContext, 'sms' | 'clock' | 'guarded' | 'serverCall'>,
  phoneNumber: string,
  purpose: SmsPurpose,
  complete: () => Result,
): PhoneCodeConfirmation<Result> {
  const sent = ctx.sms.send(phoneNumber, purpose, ctx.clock.now(), MEMORY_AUTH_TIMINGS.phoneCodeLifetimeMs);
  return {
    verificationId: sent.verificationId,
    confirm: (code: string) =>
      ctx.guarded(async () => {
        ctx.serverCall('confirmPhoneCode');
        ctx.sms.confirm(sent.verificationId, code, ctx.clock.now());
        return complete();
      }),
  };
}
