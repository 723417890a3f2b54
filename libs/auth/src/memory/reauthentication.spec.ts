import { createManualClock } from '@platform/core';
import { MEMORY_AUTH_TIMINGS } from './memory-auth.constants.js';
import { createMemoryAuth } from './memory-auth.js';

const EMAIL = 'ada@example.com';
const PASSWORD = 'correct-horse-1';

describe('memory auth re-authentication with a TOTP second factor', () => {
  it('asks for the TOTP code after the password, and refreshes auth_time with the factor used', async () => {
    const clock = createManualClock(Date.UTC(2030, 0, 1));
    const auth = createMemoryAuth({ clock });
    await auth.control.createUser({ email: EMAIL, password: PASSWORD, emailVerified: true });
    await auth.signInWithEmail(EMAIL, PASSWORD);
    const enrolment = await auth.multiFactor.enrollTotp();
    const factor = await enrolment.complete(await auth.control.totpCode(enrolment.secretKey));
    clock.advance(MEMORY_AUTH_TIMINGS.recentLoginMs + 1);

    await expect(auth.reauthenticate({ method: 'password', password: PASSWORD })).rejects.toMatchObject({
      code: 'auth/multi-factor-auth-required',
      customData: { hints: [expect.objectContaining({ uid: factor.uid, factorId: 'totp' })] },
    });
    await expect(
      auth.reauthenticate({
        method: 'password',
        password: PASSWORD,
        secondFactor: async () => ({ factorId: 'totp', factorUid: factor.uid, code: '000000' }),
      }),
    ).rejects.toMatchObject({ code: 'auth/invalid-verification-code' });

    await auth.deleteAccount({
      reauthenticate: async () => ({
        method: 'password',
        password: PASSWORD,
        secondFactor: async ([hint]) => ({
          factorId: 'totp',
          factorUid: hint?.uid ?? '',
          code: await auth.control.totpCode(enrolment.secretKey),
        }),
      }),
    });
    expect(auth.control.users()).toEqual([]);
  });

  it('refuses a factor the user has not enrolled', async () => {
    const auth = createMemoryAuth();
    await auth.control.createUser({ email: EMAIL, password: PASSWORD, emailVerified: true });
    await auth.signInWithEmail(EMAIL, PASSWORD);
    const enrolment = await auth.multiFactor.enrollTotp();
    await enrolment.complete(await auth.control.totpCode(enrolment.secretKey));
    await expect(
      auth.reauthenticate({
        method: 'password',
        password: PASSWORD,
        secondFactor: async () => ({ factorId: 'totp', factorUid: 'no-such-factor', code: '123456' }),
      }),
    ).rejects.toMatchObject({ code: 'auth/multi-factor-not-found' });
  });
});

describe('memory auth email change', () => {
  it('refuses an invalid address before sending anything', async () => {
    const auth = createMemoryAuth();
    await auth.signUpWithEmail(EMAIL, PASSWORD);
    await expect(auth.requestEmailChange('not-an-email')).rejects.toMatchObject({ code: 'auth/invalid-email' });
    expect(auth.control.oobCodes()).toEqual([]);
  });

  it('sends a recovery email to the old address once the change is applied', async () => {
    const auth = createMemoryAuth();
    await auth.signUpWithEmail(EMAIL, PASSWORD);
    await auth.requestEmailChange('lovelace@example.com');
    const [change] = auth.control.oobCodes();
    expect(change).toMatchObject({
      requestType: 'VERIFY_AND_CHANGE_EMAIL',
      email: EMAIL,
      newEmail: 'lovelace@example.com',
    });
    await auth.applyActionCode(change?.oobCode ?? '');
    expect(auth.control.oobCodes()).toEqual([
      expect.objectContaining({ requestType: 'RECOVER_EMAIL', email: EMAIL, restoreEmail: EMAIL }),
    ]);
    await expect(auth.applyActionCode(change?.oobCode ?? '')).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
  });
});

describe('memory auth ID token listeners', () => {
  it('hears a forced refresh and a dropped token, but not the first token of a session', async () => {
    const auth = createMemoryAuth();
    await auth.signUpWithEmail(EMAIL, PASSWORD);
    const listener = vi.fn();
    const stop = auth.onIdTokenChange(listener);

    await auth.getIdToken();
    expect(listener).not.toHaveBeenCalled();
    await auth.getIdToken({ forceRefresh: true });
    expect(listener).toHaveBeenCalledTimes(1);
    await auth.updateProfile({ displayName: 'Ada' });
    expect(listener).toHaveBeenCalledTimes(2);
    await auth.signOut();
    expect(listener).toHaveBeenCalledTimes(3);

    stop();
    await auth.signInWithEmail(EMAIL, PASSWORD);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
