import { authErrors } from '../auth.errors.js';
import type { RandomSource } from './random.js';

/** Why an SMS code was sent. */
export type SmsPurpose = 'sign-in' | 'enroll' | 'second-factor';

/** An SMS the memory adapter "sent", readable by tests through `control.phoneCodes()`. */
export interface MemorySms {
  /** The recipient, E.164. */
  readonly phoneNumber: string;
  /** The six-digit code. */
  readonly code: string;
  /** Identifies the flow, as `PhoneCodeConfirmation.verificationId` does. */
  readonly verificationId: string;
  /** Why it was sent. */
  readonly purpose: SmsPurpose;
  /** When it was sent, epoch ms on the adapter's clock. */
  readonly sentAt: number;
  /** When the code stops working, epoch ms. */
  readonly expiresAt: number;
}

/** SMS codes by verification id; a code can be confirmed once. */
export interface SmsOutbox {
  /** Records an SMS with a new code. */
  send(phoneNumber: string, purpose: SmsPurpose, now: number, lifetimeMs: number): MemorySms;
  /** Uses up the code; throws `auth/invalid-verification-code` or `auth/code-expired`. */
  confirm(verificationId: string, code: string, now: number): MemorySms;
  /** Every code sent, oldest first. */
  list(): readonly MemorySms[];
}

/** Creates an empty {@link SmsOutbox}. */
export function createSmsOutbox(random: RandomSource): SmsOutbox {
  const sent: MemorySms[] = [];
  const used = new Set<string>();
  return {
    send(phoneNumber, purpose, now, lifetimeMs) {
      const sms = Object.freeze({
        phoneNumber,
        code: random.digits(6),
        verificationId: random.id(40),
        purpose,
        sentAt: now,
        expiresAt: now + lifetimeMs,
      });
      sent.push(sms);
      return sms;
    },
    confirm(verificationId, code, now) {
      const sms = sent.find((s) => s.verificationId === verificationId);
      if (!sms || used.has(verificationId) || sms.code !== code)
        throw authErrors.create('auth/invalid-verification-code');
      if (now >= sms.expiresAt) throw authErrors.create('auth/code-expired');
      used.add(verificationId);
      return sms;
    },
    list: () => [...sent],
  };
}
