import { authErrors } from '../auth.errors.js';
import type { RandomSource } from './random.js';

/** What an out-of-band email is for, named as the Auth emulator names them. */
export type OobRequestType = 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'RECOVER_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL';

/** An email the memory adapter "sent", readable by tests through `control.oobCodes()`, shaped like the emulator's. */
export interface MemoryOobCode {
  /** The recipient; for `VERIFY_AND_CHANGE_EMAIL`, the account's current address, as the Auth emulator reports it. */
  readonly email: string;
  /** For `VERIFY_AND_CHANGE_EMAIL`: the address the link is sent to, which the account gets when it is opened. */
  readonly newEmail?: string;
  /** What the email is for. */
  readonly requestType: OobRequestType;
  /** The code, for `confirmPasswordReset` or `applyActionCode`. */
  readonly oobCode: string;
  /** The account it acts on. */
  readonly uid: string;
  /** When it was sent, epoch ms on the adapter's clock. */
  readonly sentAt: number;
  /** When the code stops working, epoch ms. */
  readonly expiresAt: number;
  /** For `RECOVER_EMAIL`: the address the account had before the change, to restore. */
  readonly restoreEmail?: string;
}

/** Out-of-band codes by code; a code can be used once. */
export interface OobMailbox {
  /** Records an email and gives its new code. */
  send(message: Omit<MemoryOobCode, 'oobCode'>): MemoryOobCode;
  /** The unused code if it is one of `types`; throws `auth/invalid-action-code` or `auth/expired-action-code`. */
  check(oobCode: string, types: readonly OobRequestType[], now: number): MemoryOobCode;
  /** Uses a code up. */
  consume(oobCode: string): void;
  /** The unused codes, oldest first. */
  list(): readonly MemoryOobCode[];
}

/** Creates an empty {@link OobMailbox}. */
export function createOobMailbox(random: RandomSource): OobMailbox {
  const codes = new Map<string, MemoryOobCode>();
  return {
    send(message) {
      const code = Object.freeze({ ...message, oobCode: random.id(50) });
      codes.set(code.oobCode, code);
      return code;
    },
    check(oobCode, types, now) {
      const code = codes.get(oobCode);
      if (!code || !types.includes(code.requestType)) throw authErrors.create('auth/invalid-action-code');
      if (now >= code.expiresAt) throw authErrors.create('auth/expired-action-code');
      return code;
    },
    consume: (oobCode) => void codes.delete(oobCode),
    list: () => [...codes.values()],
  };
}
