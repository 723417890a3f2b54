import { isPlatformError, type PlatformError } from '@platform/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authErrors, type AuthErrorCode } from './auth.errors.js';
import type { AuthPort } from './auth.port.js';
import type { AuthState, AuthUser, SignInResult } from './auth.types.js';

/** The kinds of out-of-band email the contract reads back. */
export type ContractOobRequestType = 'PASSWORD_RESET' | 'VERIFY_EMAIL';

/** A fresh adapter under test, with the backend access the contract needs. */
export interface AuthContractHarness {
  /** A new adapter that nothing has called yet, on a backend with no accounts. */
  readonly auth: AuthPort;
  /** The latest unused out-of-band code of `requestType` sent to `email`. */
  readOobCode(email: string, requestType: ContractOobRequestType): Promise<string>;
  /** Releases the adapter and its backend after each test. */
  dispose?(): Promise<void>;
}

/** Builds a {@link AuthContractHarness}; called before every test. */
export type AuthContractFactory = () => Promise<AuthContractHarness>;

const ADA = 'ada@example.com';
const BOB = 'bob@example.com';
const PASSWORD = 'correct-horse-1';
const NEW_PASSWORD = 'battery-staple-2';

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
export function authContract(name: string, factory: AuthContractFactory): void {
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
        expect(result.user).toMatchObject({
          email: ADA,
          emailVerified: false,
          displayName: null,
          photoURL: null,
          phoneNumber: null,
          isAnonymous: false,
          providerIds: ['password'],
        });
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

      it('changes the email', async () => {
        await signUpAda();
        const updated = await auth.updateEmail(BOB);
        expect(updated).toMatchObject({ email: BOB, emailVerified: false });
        expect(auth.currentUser()?.email).toBe(BOB);
        expect((await auth.getIdTokenResult({ forceRefresh: true }))?.claims['email']).toBe(BOB);

        await auth.signOut();
        expect(signedInUser(await auth.signInWithEmail(BOB, PASSWORD)).uid).toBe(updated.uid);
        await expectAuthError(auth.signInWithEmail(ADA, PASSWORD), ...UNKNOWN_USER);
      });

      it('rejects an email that is taken or invalid', async () => {
        await auth.signUpWithEmail(BOB, PASSWORD);
        await signUpAda();
        await expectAuthError(auth.updateEmail(BOB), 'auth/email-already-in-use');
        await expectAuthError(auth.updateEmail('not-an-email'), 'auth/invalid-email');
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
        await expectAuthError(auth.updateEmail(BOB), 'auth/no-current-user');
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
