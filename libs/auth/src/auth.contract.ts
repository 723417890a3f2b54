import { isPlatformError, type PlatformError } from '@platform/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authErrors, type AuthErrorCode } from './auth.errors.js';
import type { AuthPort } from './auth.port.js';
import type { AuthState, AuthUser, MultiFactorInfo, PhoneVerifier, SignInResult } from './auth.types.js';
import { NEW_PASSWORD_ACCOUNT } from './internal/new-password-account.js';

/** The kinds of out-of-band email the contract reads back. */
export type ContractOobRequestType = 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL';

/** A fresh adapter under test, with the backend access the contract needs. */
export interface AuthContractHarness {
  /** A new adapter that nothing has called yet, on a backend with no accounts. */
  readonly auth: AuthPort;
  /** The latest unused out-of-band code of `requestType` sent to `email` (for an email change, the new address). */
  readOobCode(email: string, requestType: ContractOobRequestType): Promise<string>;
  /** Sets a user's custom claims on the backend, as the Admin SDK does; they appear in the next token minted. */
  setCustomClaims(uid: string, claims: Readonly<Record<string, unknown>>): Promise<void>;
  /** The latest SMS code sent to `phoneNumber`; needed when the suite runs with `phone`. */
  readPhoneCode?(phoneNumber: string): Promise<string>;
  /** Releases the adapter and its backend after each test. */
  dispose?(): Promise<void>;
}

/** Builds a {@link AuthContractHarness}; called before every test. */
export type AuthContractFactory = () => Promise<AuthContractHarness>;

/** What the backend under test can do besides the core of the port. */
export interface AuthContractOptions {
  /**
   * Runs the phone cases: phone sign-in, phone re-authentication and SMS second
   * factors. The Firebase SDK supports them only in its browser build.
   */
  readonly phone?: boolean;
}

const ADA = 'ada@example.com';
const BOB = 'bob@example.com';
const PASSWORD = 'correct-horse-1';
const NEW_PASSWORD = 'battery-staple-2';
const ADA_PHONE = '+15555550100';
const WORK_PHONE = '+15555550142';
/** App verification as tests answer it; the Auth emulator does not check the token. */
const TEST_VERIFIER: PhoneVerifier = { type: 'recaptcha', verify: () => Promise.resolve('test-verification-token') };

/** Rejected sign-in with a wrong password; production projects with email enumeration protection say `invalid-credential`. */
const WRONG_PASSWORD: readonly AuthErrorCode[] = ['auth/wrong-password', 'auth/invalid-credential'];
/** Rejected sign-in with an unknown email; likewise. */
const UNKNOWN_USER: readonly AuthErrorCode[] = ['auth/user-not-found', 'auth/invalid-credential'];

async function failureOf(work: Promise<unknown>): Promise<PlatformError> {
  let outcome: unknown;
  try {
    await work;
  } catch (error) {
    outcome = error;
  }
  if (!isPlatformError(outcome)) throw new Error(`Expected a PlatformError rejection, got ${String(outcome)}.`);
  return outcome;
}

async function expectAuthError(work: Promise<unknown>, ...codes: readonly AuthErrorCode[]): Promise<PlatformError> {
  const error = await failureOf(work);
  expect(codes).toContain(error.code);
  expect(authErrors.is(error)).toBe(true);
  expect(error.message).toBe(authErrors.messages[error.code as AuthErrorCode]);
  return error;
}

function signedInResult(result: SignInResult): Extract<SignInResult, { status: 'signed-in' }> {
  if (result.status !== 'signed-in') throw new Error(`Expected a completed sign-in, got "${result.status}".`);
  return result;
}

function signedInUser(result: SignInResult): AuthUser {
  if (result.status !== 'signed-in') throw new Error(`Expected a completed sign-in, got "${result.status}".`);
  return result.user;
}

function decodeSegment(segment: string | undefined): Record<string, unknown> {
  const base64 = (segment ?? '').replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

function recordStates(auth: AuthPort): { readonly states: AuthState[]; readonly stop: () => void } {
  const states: AuthState[] = [];
  const stop = auth.subscribe((state) => states.push(state));
  return { states, stop };
}

/**
 * The behavioural specification of {@link AuthPort}. Every adapter runs it:
 * `authContract('memory', factory)` defines the suite `auth contract [memory]`.
 */
export function authContract(name: string, factory: AuthContractFactory, options: AuthContractOptions = {}): void {
  describe(`auth contract [${name}]`, () => {
    let harness: AuthContractHarness | undefined;
    let auth: AuthPort;

    beforeEach(async () => {
      harness = await factory();
      auth = harness.auth;
    });

    afterEach(async () => {
      await harness?.dispose?.();
      harness = undefined;
    });

    const readOobCode = (email: string, type: ContractOobRequestType) => {
      if (!harness) throw new Error('No harness.');
      return harness.readOobCode(email, type);
    };
    const signUpAda = () => auth.signUpWithEmail(ADA, PASSWORD);
    const theHarness = (): AuthContractHarness => {
      if (!harness) throw new Error('No harness.');
      return harness;
    };
    const readPhoneCode = (phoneNumber: string) => {
      const read = theHarness().readPhoneCode;
      if (!read) throw new Error('The harness reads no SMS codes; run the suite without `phone`.');
      return read(phoneNumber);
    };
    const countIdTokenChanges = () => {
      let changes = 0;
      const stop = auth.onIdTokenChange(() => {
        changes += 1;
      });
      return { changes: () => changes, stop };
    };
    /** Waits until the SDK has told its listeners, which it does a few tasks after the call resolves. */
    const settleListeners = () => new Promise((resolve) => setTimeout(resolve, 50));
    const verifyAdasEmail = async () => {
      await auth.sendEmailVerification();
      await auth.applyActionCode(await readOobCode(ADA, 'VERIFY_EMAIL'));
      await auth.reloadUser();
    };
    const enrollWorkPhone = async (): Promise<MultiFactorInfo> => {
      const sent = await auth.multiFactor.enrollPhone(WORK_PHONE, TEST_VERIFIER, 'Work phone');
      return sent.confirm(await readPhoneCode(WORK_PHONE));
    };
    const signInAdaByPhone = async () => {
      const sent = await auth.startPhoneSignIn(ADA_PHONE, TEST_VERIFIER);
      return sent.confirm(await readPhoneCode(ADA_PHONE));
    };

    describe('auth state', () => {
      it('starts unknown, then resolves signed-out', async () => {
        expect(auth.currentState()).toEqual({ status: 'unknown', user: undefined });
        await expect(auth.ready()).resolves.toEqual({ status: 'signed-out', user: null });
        expect(auth.currentState()).toEqual({ status: 'signed-out', user: null });
        expect(auth.currentUser()).toBeNull();
      });

      it('emits the current state on subscribe, then unknown → signed-out → signed-in → signed-out', async () => {
        const { states, stop } = recordStates(auth);
        expect(states.map((s) => s.status)).toEqual(['unknown']);
        await auth.ready();
        const { user } = await signUpAda();
        await auth.signOut();
        stop();
        expect(states.map((s) => s.status)).toEqual(['unknown', 'signed-out', 'signed-in', 'signed-out']);
        expect(states[2]?.user).toEqual(user);
      });

      it('gives a late subscriber the known state at once', async () => {
        await auth.ready();
        await signUpAda();
        const { states, stop } = recordStates(auth);
        stop();
        expect(states).toHaveLength(1);
        expect(states[0]).toMatchObject({ status: 'signed-in', user: { email: ADA } });
      });

      it('stops notifying after unsubscribe', async () => {
        await auth.ready();
        const { states, stop } = recordStates(auth);
        stop();
        await signUpAda();
        expect(states.map((s) => s.status)).toEqual(['signed-out']);
      });

      it('keeps the same state object until something changes', async () => {
        await auth.ready();
        await signUpAda();
        const first = auth.currentState();
        await auth.getIdToken();
        expect(auth.currentState()).toBe(first);
      });
    });

    describe('email and password', () => {
      it('signs up a new account and signs it in', async () => {
        const result = await signUpAda();
        expect(result).toMatchObject({ status: 'signed-in', isNewUser: true, providerId: 'password' });
        expect(result.user).toMatchObject({ email: ADA, ...NEW_PASSWORD_ACCOUNT });
        expect(result.user.uid).toEqual(expect.any(String));
        expect(result.user.metadata.createdAt).toEqual(expect.any(Number));
        expect(auth.currentState()).toEqual({ status: 'signed-in', user: result.user });
        expect(auth.currentUser()).toEqual(result.user);
      });

      it('signs in to an existing account', async () => {
        const { user } = await signUpAda();
        await auth.signOut();
        const result = await auth.signInWithEmail(ADA, PASSWORD);
        expect(result).toMatchObject({ status: 'signed-in', isNewUser: false, providerId: 'password' });
        expect(signedInUser(result).uid).toBe(user.uid);
        expect(signedInUser(result).metadata.lastSignInAt).toEqual(expect.any(Number));
        expect(auth.currentUser()?.uid).toBe(user.uid);
      });

      it('rejects a wrong password and stays signed out', async () => {
        await signUpAda();
        await auth.signOut();
        const { states, stop } = recordStates(auth);
        await expectAuthError(auth.signInWithEmail(ADA, 'not-the-password'), ...WRONG_PASSWORD);
        stop();
        expect(states.map((s) => s.status)).toEqual(['signed-out']);
        expect(auth.currentUser()).toBeNull();
      });

      it('rejects an unknown email', async () => {
        await expectAuthError(auth.signInWithEmail('nobody@example.com', PASSWORD), ...UNKNOWN_USER);
      });

      it('rejects a second account with the same email', async () => {
        await signUpAda();
        await auth.signOut();
        await expectAuthError(auth.signUpWithEmail(ADA, NEW_PASSWORD), 'auth/email-already-in-use');
      });

      it('rejects a password shorter than six characters', async () => {
        await expectAuthError(auth.signUpWithEmail(ADA, '12345'), 'auth/weak-password');
      });

      it('rejects an empty password', async () => {
        await expectAuthError(auth.signUpWithEmail(ADA, ''), 'auth/missing-password');
        await expectAuthError(auth.signInWithEmail(ADA, ''), 'auth/missing-password');
      });

      it('rejects an invalid email on sign-up and sign-in', async () => {
        await expectAuthError(auth.signUpWithEmail('not-an-email', PASSWORD), 'auth/invalid-email');
        await expectAuthError(auth.signInWithEmail('not-an-email', PASSWORD), 'auth/invalid-email');
      });
    });

    describe('anonymous users', () => {
      it('signs in a new guest', async () => {
        const result = await auth.signInAnonymously();
        expect(result).toMatchObject({ status: 'signed-in', isNewUser: true, providerId: 'anonymous' });
        expect(result.user).toMatchObject({ isAnonymous: true, email: null, providerIds: [] });
        const token = await auth.getIdTokenResult();
        expect(token?.signInProvider).toBe('anonymous');
        expect(token?.claims['sub']).toBe(result.user.uid);
      });

      it('keeps the same guest when asked again', async () => {
        const first = await auth.signInAnonymously();
        const second = await auth.signInAnonymously();
        expect(second.user.uid).toBe(first.user.uid);
        expect(second.isNewUser).toBe(false);
      });
    });

    describe('profile and credentials', () => {
      it('updates the profile and notifies subscribers', async () => {
        await signUpAda();
        const { states, stop } = recordStates(auth);
        const updated = await auth.updateProfile({
          displayName: 'Ada Lovelace',
          photoURL: 'https://example.com/ada.png',
        });
        expect(updated).toMatchObject({
          displayName: 'Ada Lovelace',
          photoURL: 'https://example.com/ada.png',
          email: ADA,
        });
        expect(auth.currentUser()).toEqual(updated);
        expect(states.at(-1)).toEqual({ status: 'signed-in', user: updated });

        const cleared = await auth.updateProfile({ displayName: null });
        expect(cleared).toMatchObject({ displayName: null, photoURL: 'https://example.com/ada.png' });
        stop();
        expect(states.at(-1)?.user).toEqual(cleared);
      });

      it('changes the email only once the link sent to the new address is opened', async () => {
        const { user } = await signUpAda();
        await expect(auth.requestEmailChange(BOB)).resolves.toBeUndefined();
        expect(auth.currentUser()?.email).toBe(ADA);
        await expect(auth.reloadUser()).resolves.toMatchObject({ email: ADA });

        await auth.applyActionCode(await readOobCode(BOB, 'VERIFY_AND_CHANGE_EMAIL'));
        await expect(auth.reloadUser()).resolves.toMatchObject({ uid: user.uid, email: BOB, emailVerified: true });
        expect((await auth.getIdTokenResult({ forceRefresh: true }))?.claims['email']).toBe(BOB);

        await auth.signOut();
        expect(signedInUser(await auth.signInWithEmail(BOB, PASSWORD)).uid).toBe(user.uid);
        await expectAuthError(auth.signInWithEmail(ADA, PASSWORD), ...UNKNOWN_USER);
      });

      it('refuses to send the change link for an address another account has', async () => {
        await auth.signUpWithEmail(BOB, PASSWORD);
        await signUpAda();
        await expectAuthError(auth.requestEmailChange(BOB), 'auth/email-already-in-use');
        expect(auth.currentUser()?.email).toBe(ADA);
      });

      it('changes the password', async () => {
        await signUpAda();
        await expectAuthError(auth.updatePassword('123'), 'auth/weak-password');
        await auth.updatePassword(NEW_PASSWORD);
        await auth.signOut();
        await expectAuthError(auth.signInWithEmail(ADA, PASSWORD), ...WRONG_PASSWORD);
        await expect(auth.signInWithEmail(ADA, NEW_PASSWORD)).resolves.toMatchObject({ status: 'signed-in' });
      });

      it('reloads the signed-in user, or gives null when signed out', async () => {
        await expect(auth.reloadUser()).resolves.toBeNull();
        const { user } = await signUpAda();
        await expect(auth.reloadUser()).resolves.toMatchObject({ uid: user.uid, email: ADA });
      });

      it('needs a signed-in user for account operations', async () => {
        await auth.ready();
        await expectAuthError(auth.updateProfile({ displayName: 'Nobody' }), 'auth/no-current-user');
        await expectAuthError(auth.requestEmailChange(BOB), 'auth/no-current-user');
        await expectAuthError(auth.reauthenticate({ method: 'password', password: PASSWORD }), 'auth/no-current-user');
        await expectAuthError(auth.updatePassword(NEW_PASSWORD), 'auth/no-current-user');
        await expectAuthError(auth.sendEmailVerification(), 'auth/no-current-user');
        await expectAuthError(auth.deleteAccount(), 'auth/no-current-user');
      });
    });

    describe('ID tokens', () => {
      it('gives a JWT whose claims name the user', async () => {
        const { user } = await signUpAda();
        const token = await auth.getIdToken();
        expect(token).toEqual(expect.any(String));
        const parts = (token ?? '').split('.');
        expect(parts).toHaveLength(3);
        expect(decodeSegment(parts[0])).toMatchObject({ alg: expect.any(String) });
        const payload = decodeSegment(parts[1]);
        expect(payload).toMatchObject({ email: ADA, email_verified: false, user_id: user.uid, sub: user.uid });

        const result = await auth.getIdTokenResult();
        expect(result?.token).toBe(token);
        expect(result?.claims).toMatchObject({ email: ADA, user_id: user.uid, sub: user.uid });
        expect(result?.signInProvider).toBe('password');
        expect((result?.expiresAt ?? 0) - (result?.issuedAt ?? 0)).toBe(3_600_000);
      });

      it('gives a token for the same user on a forced refresh', async () => {
        const { user } = await signUpAda();
        const refreshed = await auth.getIdTokenResult({ forceRefresh: true });
        expect(refreshed?.claims['sub']).toBe(user.uid);
        expect(await auth.getIdToken({ forceRefresh: true })).toEqual(expect.any(String));
      });

      it('tells ID token listeners about a forced refresh that brings new custom claims', async () => {
        const { user } = await signUpAda();
        await auth.getIdTokenResult();
        await settleListeners();
        const listener = countIdTokenChanges();
        await theHarness().setCustomClaims(user.uid, { role: 'admin' });
        expect((await auth.getIdTokenResult())?.claims['role']).toBeUndefined();

        const refreshed = await auth.getIdTokenResult({ forceRefresh: true });
        await settleListeners();
        expect(refreshed?.claims['role']).toBe('admin');
        expect(listener.changes()).toBeGreaterThan(0);
        expect((await auth.getIdTokenResult())?.claims['role']).toBe('admin');

        const beforeSignOut = listener.changes();
        await auth.signOut();
        await settleListeners();
        expect(listener.changes()).toBeGreaterThan(beforeSignOut);

        listener.stop();
        const stopped = listener.changes();
        await auth.signInWithEmail(ADA, PASSWORD);
        await auth.getIdToken({ forceRefresh: true });
        await settleListeners();
        expect(listener.changes()).toBe(stopped);
      });

      it('tells ID token listeners about a sign-in', async () => {
        await auth.ready();
        const listener = countIdTokenChanges();
        await signUpAda();
        await settleListeners();
        listener.stop();
        expect(listener.changes()).toBeGreaterThan(0);
      });

      it('gives null when signed out', async () => {
        await expect(auth.getIdToken()).resolves.toBeNull();
        await expect(auth.getIdTokenResult({ forceRefresh: true })).resolves.toBeNull();
      });
    });

    describe('email actions', () => {
      it('resets a forgotten password with the emailed code', async () => {
        await signUpAda();
        await auth.signOut();
        await auth.sendPasswordResetEmail(ADA);
        const code = await readOobCode(ADA, 'PASSWORD_RESET');
        await auth.confirmPasswordReset(code, NEW_PASSWORD);
        await expectAuthError(auth.signInWithEmail(ADA, PASSWORD), ...WRONG_PASSWORD);
        await expect(auth.signInWithEmail(ADA, NEW_PASSWORD)).resolves.toMatchObject({ status: 'signed-in' });
      });

      it('keeps a reset code after a weak password, and uses it only once', async () => {
        await signUpAda();
        await auth.sendPasswordResetEmail(ADA);
        const code = await readOobCode(ADA, 'PASSWORD_RESET');
        await expectAuthError(auth.confirmPasswordReset(code, '123'), 'auth/weak-password');
        await auth.confirmPasswordReset(code, NEW_PASSWORD);
        await expectAuthError(auth.confirmPasswordReset(code, 'yet-another-3'), 'auth/invalid-action-code');
        await expectAuthError(auth.confirmPasswordReset('not-a-code', NEW_PASSWORD), 'auth/invalid-action-code');
      });

      it('verifies the email with the emailed code', async () => {
        await signUpAda();
        const { states, stop } = recordStates(auth);
        await auth.sendEmailVerification();
        await auth.applyActionCode(await readOobCode(ADA, 'VERIFY_EMAIL'));
        await expect(auth.reloadUser()).resolves.toMatchObject({ email: ADA, emailVerified: true });
        stop();
        expect(auth.currentUser()?.emailVerified).toBe(true);
        expect(states.at(-1)?.user?.emailVerified).toBe(true);
        expect((await auth.getIdTokenResult({ forceRefresh: true }))?.claims['email_verified']).toBe(true);
      });

      it('rejects an unknown action code', async () => {
        await expectAuthError(auth.applyActionCode('not-a-code'), 'auth/invalid-action-code');
      });
    });

    describe('account lifecycle', () => {
      it('deletes the account and signs out', async () => {
        await signUpAda();
        const { states, stop } = recordStates(auth);
        await auth.deleteAccount();
        stop();
        expect(states.at(-1)).toEqual({ status: 'signed-out', user: null });
        expect(auth.currentUser()).toBeNull();
        await expectAuthError(auth.signInWithEmail(ADA, PASSWORD), ...UNKNOWN_USER);
        await expect(auth.signUpWithEmail(ADA, NEW_PASSWORD)).resolves.toMatchObject({ isNewUser: true });
      });

      it('treats signing out while signed out as a no-op', async () => {
        await auth.ready();
        const { states, stop } = recordStates(auth);
        await expect(auth.signOut()).resolves.toBeUndefined();
        stop();
        expect(states.map((s) => s.status)).toEqual(['signed-out']);
      });
    });

    describe('re-authentication', () => {
      it('re-authenticates with the password and refreshes auth_time', async () => {
        await signUpAda();
        await expect(auth.reauthenticate({ method: 'password', password: PASSWORD })).resolves.toBeUndefined();
        expect(auth.currentUser()?.email).toBe(ADA);
        await expectAuthError(
          auth.reauthenticate({ method: 'password', password: 'not-the-password' }),
          ...WRONG_PASSWORD,
        );
      });

      it('refuses a method the account does not sign in with, naming the ones it does', async () => {
        await auth.signInAnonymously();
        const error = await expectAuthError(
          auth.reauthenticate({ method: 'password', password: PASSWORD }),
          'auth/wrong-sign-in-method',
        );
        expect(error.customData['providerIds']).toEqual([]);
        await signUpAda();
        await expectAuthError(
          auth.reauthenticate({ method: 'phone', verifier: TEST_VERIFIER, enterCode: () => Promise.resolve('123456') }),
          'auth/wrong-sign-in-method',
        );
      });
    });

    if (options.phone) {
      describe('phone numbers and SMS second factors', () => {
        it('signs in with an SMS code, creating the account the first time', async () => {
          const first = await signInAdaByPhone();
          expect(first).toMatchObject({ status: 'signed-in', isNewUser: true, providerId: 'phone' });
          const user = signedInUser(first);
          expect(user).toMatchObject({
            phoneNumber: ADA_PHONE,
            email: null,
            isAnonymous: false,
            providerIds: ['phone'],
          });
          expect((await auth.getIdTokenResult())?.claims).toMatchObject({ phone_number: ADA_PHONE, sub: user.uid });

          await auth.signOut();
          const again = await signInAdaByPhone();
          expect(again).toMatchObject({ status: 'signed-in', isNewUser: false });
          expect(signedInUser(again).uid).toBe(user.uid);
        });

        it('rejects a wrong SMS code and stays signed out', async () => {
          await auth.ready();
          const sent = await auth.startPhoneSignIn(ADA_PHONE, TEST_VERIFIER);
          const code = await readPhoneCode(ADA_PHONE);
          const wrong = code === '000000' ? '111111' : '000000';
          await expectAuthError(sent.confirm(wrong), 'auth/invalid-verification-code');
          expect(auth.currentUser()).toBeNull();
        });

        it('rejects a phone number that is not E.164', async () => {
          await auth.ready();
          await expectAuthError(auth.startPhoneSignIn('555-0100', TEST_VERIFIER), 'auth/invalid-phone-number');
        });

        it('re-authenticates a phone-only user with a new SMS code', async () => {
          const { user } = signedInResult(await signInAdaByPhone());
          await expect(
            auth.reauthenticate({
              method: 'phone',
              verifier: TEST_VERIFIER,
              enterCode: () => readPhoneCode(ADA_PHONE),
            }),
          ).resolves.toBeUndefined();
          expect(auth.currentUser()?.uid).toBe(user.uid);
          const error = await expectAuthError(
            auth.reauthenticate({ method: 'password', password: PASSWORD }),
            'auth/wrong-sign-in-method',
          );
          expect(error.customData['providerIds']).toEqual(['phone']);
        });

        it('needs a verified email before enrolling an SMS second factor', async () => {
          await signUpAda();
          await expectAuthError(auth.multiFactor.enrollPhone(WORK_PHONE, TEST_VERIFIER), 'auth/unverified-email');
        });

        it('enrolls an SMS second factor, then asks for it at sign-in', async () => {
          const { user } = await signUpAda();
          await verifyAdasEmail();
          const factor = await enrollWorkPhone();
          expect(factor).toMatchObject({ factorId: 'phone', displayName: 'Work phone', phoneNumber: WORK_PHONE });
          expect(auth.multiFactor.enrolledFactors()).toEqual([factor]);

          await auth.signOut();
          const result = await auth.signInWithEmail(ADA, PASSWORD);
          if (result.status !== 'mfa-required') throw new Error(`Expected mfa-required, got "${result.status}".`);
          expect(auth.currentUser()).toBeNull();
          expect(result.resolver.hints).toEqual([
            expect.objectContaining({ uid: factor.uid, factorId: 'phone', displayName: 'Work phone' }),
          ]);
          expect(result.resolver.hints[0]?.phoneNumber).toMatch(/0142$/);

          const sent = await result.resolver.signInWithPhone(factor.uid, TEST_VERIFIER);
          const signedIn = await sent.confirm(await readPhoneCode(WORK_PHONE));
          expect(signedIn.user.uid).toBe(user.uid);
          const claims = (await auth.getIdTokenResult())?.claims;
          expect(claims?.['firebase']).toMatchObject({ sign_in_provider: 'password', sign_in_second_factor: 'phone' });
        });

        it('rejects a wrong second-factor code', async () => {
          await signUpAda();
          await verifyAdasEmail();
          const factor = await enrollWorkPhone();
          await auth.signOut();
          const result = await auth.signInWithEmail(ADA, PASSWORD);
          if (result.status !== 'mfa-required') throw new Error(`Expected mfa-required, got "${result.status}".`);
          const sent = await result.resolver.signInWithPhone(factor.uid, TEST_VERIFIER);
          const code = await readPhoneCode(WORK_PHONE);
          await expectAuthError(
            sent.confirm(code === '000000' ? '111111' : '000000'),
            'auth/invalid-verification-code',
          );
          expect(auth.currentUser()).toBeNull();
        });

        it('re-authenticates a user with a second factor, or says the factor is needed', async () => {
          await signUpAda();
          await verifyAdasEmail();
          const factor = await enrollWorkPhone();

          const error = await expectAuthError(
            auth.reauthenticate({ method: 'password', password: PASSWORD }),
            'auth/multi-factor-auth-required',
          );
          expect(error.customData['hints']).toEqual([expect.objectContaining({ uid: factor.uid, factorId: 'phone' })]);

          const offered: MultiFactorInfo[][] = [];
          await auth.reauthenticate({
            method: 'password',
            password: PASSWORD,
            secondFactor: async (hints) => {
              offered.push([...hints]);
              return {
                factorId: 'phone',
                factorUid: factor.uid,
                verifier: TEST_VERIFIER,
                enterCode: () => readPhoneCode(WORK_PHONE),
              };
            },
          });
          expect(offered).toEqual([[expect.objectContaining({ uid: factor.uid })]]);
          expect(auth.currentUser()?.email).toBe(ADA);
        });

        it('unenrolls the SMS second factor, so sign-in needs only the password again', async () => {
          await signUpAda();
          await verifyAdasEmail();
          const factor = await enrollWorkPhone();
          await auth.multiFactor.unenroll(factor.uid);
          expect(auth.multiFactor.enrolledFactors()).toEqual([]);
          await auth.signOut();
          await expect(auth.signInWithEmail(ADA, PASSWORD)).resolves.toMatchObject({ status: 'signed-in' });
        });
      });
    }

    describe('redirects and second factors', () => {
      it('completes no redirect when none is pending', async () => {
        await expect(auth.completeRedirect()).resolves.toBeNull();
      });

      it('lists no second factors for a new user or when signed out', async () => {
        await auth.ready();
        expect(auth.multiFactor.enrolledFactors()).toEqual([]);
        await signUpAda();
        expect(auth.multiFactor.enrolledFactors()).toEqual([]);
      });
    });
  });
}
