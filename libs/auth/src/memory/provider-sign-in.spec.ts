import { authErrors } from '../auth.errors.js';
import type { AccountChooser } from './account-chooser.js';
import { createMemoryAuth } from './memory-auth.js';

const ada = {
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: 'https://example.com/ada.png',
  providerUid: 'g-1',
};

describe('memory auth provider sign-in', () => {
  it('signs in through the chooser in a popup, creating the account once', async () => {
    const chooseAccount = vi.fn<AccountChooser>(() => ada);
    const auth = createMemoryAuth({ chooseAccount });

    const first = await auth.signInWithProvider('google', {
      mode: 'popup',
      scopes: ['profile'],
      customParameters: { prompt: 'select_account' },
    });
    expect(first).toMatchObject({
      status: 'signed-in',
      isNewUser: true,
      providerId: 'google.com',
      user: { email: 'ada@example.com', emailVerified: true, displayName: 'Ada Lovelace', providerIds: ['google.com'] },
    });
    expect(chooseAccount).toHaveBeenCalledWith('google', 'popup', {
      providerId: 'google.com',
      scopes: ['profile'],
      customParameters: { prompt: 'select_account' },
    });

    await auth.signOut();
    const again = await auth.signInWithProvider('google', { mode: 'popup' });
    expect(again).toMatchObject({ status: 'signed-in', isNewUser: false });
    expect(auth.control.users()).toHaveLength(1);
    expect((await auth.getIdTokenResult())?.signInProvider).toBe('google.com');
  });

  it.each([
    ['microsoft', 'microsoft.com'],
    ['apple', 'apple.com'],
    ['github', 'github.com'],
    ['twitter', 'twitter.com'],
    ['facebook', 'facebook.com'],
    [{ kind: 'oidc', providerId: 'oidc.acme' }, 'oidc.acme'],
    [{ kind: 'saml', providerId: 'saml.okta' }, 'saml.okta'],
  ] as const)('maps %j to the provider id %s', async (provider, providerId) => {
    const auth = createMemoryAuth();
    await expect(auth.signInWithProvider(provider, { mode: 'popup' })).resolves.toMatchObject({ providerId });
  });

  it('fails with auth/popup-closed-by-user when the chooser gives no account or throws', async () => {
    const auth = createMemoryAuth({ chooseAccount: () => null });
    await expect(auth.signInWithProvider('google', { mode: 'popup' })).rejects.toMatchObject({
      code: 'auth/popup-closed-by-user',
    });
    auth.control.setAccountChooser(() => {
      throw new Error('window closed');
    });
    await expect(auth.signInWithProvider('google', { mode: 'popup' })).rejects.toMatchObject({
      code: 'auth/popup-closed-by-user',
    });
    expect(auth.currentUser()).toBeNull();
  });

  it('passes an auth error thrown by the chooser through, e.g. a blocked popup', async () => {
    const auth = createMemoryAuth({
      chooseAccount: () => {
        throw authErrors.create('auth/popup-blocked');
      },
    });
    await expect(auth.signInWithProvider('google', { mode: 'popup' })).rejects.toMatchObject({
      code: 'auth/popup-blocked',
    });
  });

  it('cancels an open popup when another one opens', async () => {
    let pick: (account: typeof ada) => void = () => undefined;
    const auth = createMemoryAuth({ chooseAccount: () => new Promise((resolve) => (pick = resolve)) });
    const first = auth.signInWithProvider('google', { mode: 'popup' });
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = auth.signInWithProvider('github', { mode: 'popup' });
    await expect(first).rejects.toMatchObject({ code: 'auth/cancelled-popup-request' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    pick(ada);
    await expect(second).resolves.toMatchObject({ providerId: 'github.com' });
  });

  it('simulates a redirect: redirecting first, then the result exactly once', async () => {
    const chooseAccount = vi.fn<AccountChooser>(() => ada);
    const auth = createMemoryAuth({ chooseAccount });
    await expect(auth.signInWithProvider('google', { mode: 'redirect' })).resolves.toEqual({ status: 'redirecting' });
    expect(chooseAccount).toHaveBeenCalledWith(
      'google',
      'redirect',
      expect.objectContaining({ providerId: 'google.com' }),
    );
    expect(auth.currentUser()).toBeNull();

    await expect(auth.completeRedirect()).resolves.toMatchObject({
      status: 'signed-in',
      providerId: 'google.com',
      isNewUser: true,
    });
    expect(auth.currentUser()?.email).toBe('ada@example.com');
    await expect(auth.completeRedirect()).resolves.toBeNull();
  });

  it('reports a redirect the user cancelled', async () => {
    const auth = createMemoryAuth({ chooseAccount: () => null });
    await auth.signInWithProvider('github', { mode: 'redirect' });
    await expect(auth.completeRedirect()).rejects.toMatchObject({ code: 'auth/redirect-cancelled-by-user' });
    await expect(auth.completeRedirect()).resolves.toBeNull();
  });

  it('keeps one account per email: links Google, refuses another provider', async () => {
    const auth = createMemoryAuth({ chooseAccount: () => ({ email: 'ada@example.com', providerUid: 'x-1' }) });
    const { user } = await auth.signUpWithEmail('ada@example.com', 'correct-horse-1');
    await auth.signOut();

    await expect(auth.signInWithProvider('github', { mode: 'popup' })).rejects.toMatchObject({
      code: 'auth/account-exists-with-different-credential',
      customData: { email: 'ada@example.com', providerId: 'github.com' },
    });

    const linked = await auth.signInWithProvider('google', { mode: 'popup' });
    expect(linked).toMatchObject({
      isNewUser: false,
      user: { uid: user.uid, providerIds: ['password', 'google.com'], emailVerified: true },
    });
  });

  it('offers a demo account by default, so the offline app can use any provider', async () => {
    const auth = createMemoryAuth();
    await expect(auth.signInWithProvider('apple', { mode: 'popup' })).resolves.toMatchObject({
      user: { email: 'demo.user@example.com', displayName: 'Demo User' },
    });
  });
});
