import { authErrors, type AuthErrorCode } from '../auth.errors.js';
import { createMemoryAuth } from './memory-auth.js';

const EVERY_CODE = Object.keys(authErrors.messages) as AuthErrorCode[];
const PASSWORD = 'correct-horse-1';

describe('memory auth fault injection', () => {
  it('covers the whole error catalogue', () => {
    expect(EVERY_CODE).toHaveLength(38);
  });

  it.each(EVERY_CODE)('fails the next provider sign-in with %s', async (code) => {
    const auth = createMemoryAuth();
    auth.control.failNext('signInWithProvider', code);

    const failure = auth.signInWithProvider('google', { mode: 'popup' });

    await expect(failure).rejects.toMatchObject({
      name: 'PlatformError',
      code,
      message: authErrors.messages[code],
      customData: { operation: 'signInWithProvider', injected: true },
    });
    await expect(auth.signInWithProvider('google', { mode: 'popup' })).resolves.toMatchObject({ status: 'signed-in' });
  });

  it.each([
    ['signUpWithEmail', (a: ReturnType<typeof createMemoryAuth>) => a.signUpWithEmail('ada@example.com', PASSWORD)],
    ['signInWithEmail', (a: ReturnType<typeof createMemoryAuth>) => a.signInWithEmail('ada@example.com', PASSWORD)],
    ['signInAnonymously', (a: ReturnType<typeof createMemoryAuth>) => a.signInAnonymously()],
    ['completeRedirect', (a: ReturnType<typeof createMemoryAuth>) => a.completeRedirect()],
    ['signOut', (a: ReturnType<typeof createMemoryAuth>) => a.signOut()],
    ['getIdToken', (a: ReturnType<typeof createMemoryAuth>) => a.getIdToken()],
    ['sendPasswordResetEmail', (a: ReturnType<typeof createMemoryAuth>) => a.sendPasswordResetEmail('ada@example.com')],
  ] as const)('targets %s only', async (operation, call) => {
    const auth = createMemoryAuth();
    auth.control.failNext(operation, 'auth/internal-error');
    await expect(auth.signInWithProvider('github', { mode: 'popup' })).resolves.toMatchObject({ status: 'signed-in' });
    await expect(call(auth)).rejects.toMatchObject({ code: 'auth/internal-error' });
  });

  it('fails several calls, or any operation', async () => {
    const auth = createMemoryAuth();
    auth.control.failNext('signInAnonymously', 'auth/too-many-requests', {
      times: 2,
      customData: { retryAfterMs: 1000 },
    });
    await expect(auth.signInAnonymously()).rejects.toMatchObject({
      code: 'auth/too-many-requests',
      customData: { retryAfterMs: 1000 },
    });
    await expect(auth.signInAnonymously()).rejects.toMatchObject({ code: 'auth/too-many-requests' });
    await expect(auth.signInAnonymously()).resolves.toMatchObject({ status: 'signed-in' });

    auth.control.failNext('*', 'auth/app-deleted');
    await expect(auth.reloadUser()).rejects.toMatchObject({
      code: 'auth/app-deleted',
      customData: { operation: 'reloadUser' },
    });
    auth.control.failNext('*', 'auth/timeout');
    auth.control.clearFaults();
    await expect(auth.reloadUser()).resolves.toMatchObject({ isAnonymous: true });
  });

  it('fails every server call with auth/network-request-failed while offline', async () => {
    const auth = createMemoryAuth();
    await auth.signUpWithEmail('ada@example.com', PASSWORD);
    const cached = await auth.getIdToken();
    auth.control.setOffline(true);

    await expect(auth.signInWithEmail('ada@example.com', PASSWORD)).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
    await expect(auth.updateProfile({ displayName: 'Ada' })).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
    await expect(auth.getIdToken({ forceRefresh: true })).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
    await expect(auth.getIdToken()).resolves.toBe(cached);
    await expect(auth.signOut()).resolves.toBeUndefined();

    auth.control.setOffline(false);
    await expect(auth.signInWithEmail('ada@example.com', PASSWORD)).resolves.toMatchObject({ status: 'signed-in' });
  });

  it('rejects only with auth errors, even when a callback throws something else', async () => {
    const auth = createMemoryAuth();
    await auth.signUpWithEmail('ada@example.com', PASSWORD);
    const failing = auth.startPhoneSignIn('+15555550100', {
      type: 'recaptcha',
      verify: () => Promise.reject(new TypeError('widget gone')),
    });
    await expect(failing).rejects.toMatchObject({
      code: 'auth/unknown',
      customData: { originalMessage: 'widget gone' },
    });
  });
});
