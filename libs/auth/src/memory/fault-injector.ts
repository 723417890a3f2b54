import { authErrors, type AuthErrorCode } from '../auth.errors.js';
import { ACCOUNT_MEMBERS } from '../internal/account-members.js';

/** Every operation of the memory adapter that can be made to fail. */
export const MEMORY_AUTH_OPERATIONS = [
  'signUpWithEmail',
  'signInWithEmail',
  'signInAnonymously',
  'signInWithProvider',
  'completeRedirect',
  'startPhoneSignIn',
  'confirmPhoneCode',
  'signOut',
  'getIdToken',
  'getIdTokenResult',
  'reloadUser',
  ...ACCOUNT_MEMBERS,
  'reauthenticate',
  'enrollPhone',
  'enrollTotp',
  'completeTotpEnrollment',
  'unenroll',
  'resolveSignIn',
] as const;

/** An operation of the memory adapter that {@link FaultInjector.failNext} can target. */
export type MemoryAuthOperation = (typeof MEMORY_AUTH_OPERATIONS)[number];

/** Options for {@link FaultInjector.failNext}. */
export interface FailNextOptions {
  /** How many calls fail; 1 by default. */
  readonly times?: number;
  /** Extra `customData` on the error. */
  readonly customData?: Readonly<Record<string, unknown>>;
}

/** Makes chosen operations fail, and the whole adapter go offline, on request. */
export interface FaultInjector {
  /** The next call(s) of `operation` (`'*'` for any) reject with `code`. */
  failNext(operation: MemoryAuthOperation | '*', code: AuthErrorCode, options?: FailNextOptions): void;
  /** Every network operation fails with `auth/network-request-failed` while offline. */
  setOffline(offline: boolean): void;
  /** Drops every pending fault. */
  clear(): void;
  /** Throws the fault due for `operation`, if any. */
  check(operation: MemoryAuthOperation): void;
  /** Throws `auth/network-request-failed` while offline. */
  assertOnline(operation: MemoryAuthOperation): void;
}

interface Fault {
  readonly operation: MemoryAuthOperation | '*';
  readonly code: AuthErrorCode;
  readonly customData: Readonly<Record<string, unknown>>;
  remaining: number;
}

/** Creates a {@link FaultInjector} with nothing scheduled. */
export function createFaultInjector(): FaultInjector {
  let faults: Fault[] = [];
  let offline = false;
  return {
    failNext(operation, code, { times = 1, customData = {} } = {}) {
      faults.push({ operation, code, customData, remaining: times });
    },
    setOffline(value) {
      offline = value;
    },
    clear() {
      faults = [];
    },
    check(operation) {
      const fault = faults.find((f) => f.operation === operation || f.operation === '*');
      if (!fault) return;
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
      throw authErrors.create(fault.code, { customData: { ...fault.customData, operation, injected: true } });
    },
    assertOnline(operation) {
      if (offline) throw authErrors.create('auth/network-request-failed', { customData: { operation, offline: true } });
    },
  };
}
