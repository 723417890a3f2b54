import { createManualClock } from '@platform/core';
import type { ReauthenticationPrompt } from '../auth.types.js';
import { MEMORY_AUTH_TIMINGS } from './memory-auth.constants.js';
import { createMemoryAuth } from './memory-auth.js';

const EMAIL = 'ada@example.com';
const PASSWORD = 'correct-horse-1';
const TOO_OLD = MEMORY_AUTH_TIMINGS.recentLoginMs + 1;

async function staleSession(chooseAccount?: () => { email: string; providerUid: string }) {
  const clock = createManualClock(Date.UTC(2030, 0, 1));
  const auth = createMemoryAuth({ clock, ...(chooseAccount ? { chooseAccount } : {}) });
  await auth.signUpWithEmail(EMAIL, PASSWORD);
  clock.advance(TOO_OLD);
  return { auth, clock };
}

describe('memory auth recent login', () => {
  it('allows sensitive operations within five minutes of signing in', async () => {
    const clock = createManualClock(0);
    const auth = createMemoryAuth({ clock });
    await auth.signUpWithEmail(EMAIL, PASSWORD);
    clock.advance(MEMORY_AUTH_TIMINGS.recentLoginMs);
    const prompt = vi.fn<ReauthenticationPrompt>();
    await expect(auth.updatePassword('new-password-2', { reauthenticate: prompt })).resolves.toBeUndefined();
    expect(prompt).not.toHaveBeenCalled();
  });

  it.each([
    ['deleteAccount', (a: Awaited<ReturnType<typeof staleSession>>['auth']) => a.deleteAccount()],
    [
      'requestEmailChange',
      (a: Awaited<ReturnType<typeof staleSession>>['auth']) => a.requestEmailChange('lovelace@example.com'),
    ],
    ['updatePassword', (a: Awaited<ReturnType<typeof staleSession>>['auth']) => a.updatePassword('new-password-2')],
    ['unenroll', (a: Awaited<ReturnType<typeof staleSession>>['auth']) => a.multiFactor.unenroll('any-factor')],
  ] as const)('throws auth/requires-recent-login from %s without a prompt', async (_name, call) => {
    const { auth } = await staleSession();
    await expect(call(auth)).rejects.toMatchObject({ code: 'auth/requires-recent-login' });
    expect(auth.currentUser()?.email).toBe(EMAIL);
  });

  it('re-authenticates with the password from the prompt and retries once', async () => {
    const { auth } = await staleSession();
    const prompt = vi.fn<ReauthenticationPrompt>(async () => ({ method: 'password', password: PASSWORD }));
    await auth.deleteAccount({ reauthenticate: prompt });
    expect(prompt).toHaveBeenCalledWith(expect.objectContaining({ email: EMAIL }));
    expect(auth.currentState().status).toBe('signed-out');
    expect(auth.control.users()).toEqual([]);
  });

  it('refreshes auth_time, so later sensitive operations need no prompt', async () => {
    const { auth } = await staleSession();
    await auth.requestEmailChange('lovelace@example.com', {
      reauthenticate: async () => ({ method: 'password', password: PASSWORD }),
    });
    await expect(auth.updatePassword('new-password-2')).resolves.toBeUndefined();
    const authTime = (await auth.getIdTokenResult())?.claims['auth_time'];
    expect(authTime).toBe(Math.floor(auth.control.clock.now() / 1000));
  });

  it('fails with the re-authentication error when the password is wrong', async () => {
    const { auth } = await staleSession();
    await expect(
      auth.updatePassword('new-password-2', {
        reauthenticate: async () => ({ method: 'password', password: 'wrong-one' }),
      }),
    ).rejects.toMatchObject({ code: 'auth/wrong-password' });
  });

  it('re-authenticates with a provider through the chooser, and refuses another account', async () => {
    const clock = createManualClock(0);
    let account = { email: EMAIL, providerUid: 'g-1' };
    const auth = createMemoryAuth({ clock, chooseAccount: () => account });
    await auth.signInWithProvider('google', { mode: 'popup' });
    clock.advance(TOO_OLD);
    const reauthenticate: ReauthenticationPrompt = async () => ({ method: 'provider', provider: 'google' });

    account = { email: 'mallory@example.com', providerUid: 'g-2' };
    await expect(auth.updatePassword('new-password-2', { reauthenticate })).rejects.toMatchObject({
      code: 'auth/user-mismatch',
    });

    account = { email: EMAIL, providerUid: 'g-1' };
    await expect(auth.updatePassword('new-password-2', { reauthenticate })).resolves.toBeUndefined();
    expect(auth.currentUser()?.providerIds).toEqual(['google.com', 'password']);
  });
});
