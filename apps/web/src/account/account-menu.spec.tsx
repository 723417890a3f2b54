import { createFirebaseAuth } from '@platform/auth/firebase';
import { createMemoryAuth, type MemoryAuth } from '@platform/auth/memory';
import { DEMO_FIREBASE_CONFIG } from '@platform/core/testing';
import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { createMemoryFirestore, type MemoryFirestore } from '@platform/firestore/memory';
import { collection, doc } from '@platform/firestore';
import { PlatformProvider } from '@platform/react';
import { createMemoryStorage } from '@platform/storage/memory';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountErrorBoundary } from './account-error-boundary';
import { AccountMenu } from './account-menu';

function renderMenu(auth: MemoryAuth = createMemoryAuth(), firestore: MemoryFirestore = createMemoryFirestore()) {
  render(
    <PlatformProvider services={{ auth, storage: createMemoryStorage(), firestore }}>
      <AccountMenu />
    </PlatformProvider>,
  );
  return { auth, user: userEvent.setup(), region: () => screen.getByRole('region', { name: 'Account' }) };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  return screen.getByRole('dialog', { name: 'Sign in to Kindling' });
}

describe('AccountMenu', () => {
  it('says it is checking the session until auth state is known, never signed out first', async () => {
    renderMenu();
    expect(screen.getByTestId('account-checking').textContent).toBe('Checking session…');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('continues as a guest and signs out', async () => {
    const { user, region } = renderMenu();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Continue as guest' }));
    expect((await within(region()).findByTestId('account-user')).textContent).toBe('Guest');
    await user.click(within(region()).getByRole('button', { name: 'Sign out' }));
    expect(await within(region()).findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('signs out only once the writes reached the server, or stays signed in on request, then clears the cache', async () => {
    const firestore = createMemoryFirestore();
    const { user, region } = renderMenu(createMemoryAuth(), firestore);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Continue as guest' }));
    await within(region()).findByTestId('account-user');
    await firestore.offline();
    const written = firestore.set(doc(collection('notes'), 'n1'), { text: 'Buy milk' });

    await user.click(within(region()).getByRole('button', { name: 'Sign out' }));
    const waiting = await within(region()).findByTestId('account-sign-out-waiting');
    await user.click(within(waiting).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(within(region()).queryByTestId('account-sign-out-waiting')).toBeNull());
    expect(within(region()).getByTestId('account-user').textContent).toBe('Guest');
    expect(within(region()).queryByRole('alert')).toBeNull();

    const clear = vi.spyOn(firestore, 'clearLocalCache');
    await user.click(within(region()).getByRole('button', { name: 'Sign out' }));
    await within(region()).findByTestId('account-sign-out-waiting');
    expect(clear).not.toHaveBeenCalled();
    await firestore.online();
    await written;
    expect(await within(region()).findByRole('button', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(clear).toHaveBeenCalledOnce());
    expect(within(region()).queryByRole('alert')).toBeNull();
  });

  it('creates an account by email and signs back in with it', async () => {
    const { user, region } = renderMenu();
    let panel = await openPanel(user);
    await user.type(within(panel).getByLabelText('Email'), 'lin@example.com');
    await user.type(within(panel).getByLabelText('Password'), 'secret12');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    expect((await within(region()).findByTestId('account-user')).textContent).toContain('lin@example.com');

    await user.click(within(region()).getByRole('button', { name: 'Sign out' }));
    panel = await openPanel(user);
    await user.type(within(panel).getByLabelText('Email'), 'lin@example.com');
    await user.type(within(panel).getByLabelText('Password'), 'secret12');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect((await within(region()).findByTestId('account-user')).textContent).toContain('lin@example.com');
  });

  it('shows the typed message of a failed sign-in', async () => {
    const { user } = renderMenu(createMemoryAuth({ users: [{ email: 'ada@example.com', password: 'right-pass' }] }));
    const panel = await openPanel(user);
    await user.type(within(panel).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(panel).getByLabelText('Password'), 'wrong-pass');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('The password is incorrect.');
  });

  it.each([
    ['auth/popup-closed-by-user', 'The sign-in window was closed before signing in finished.'],
    ['auth/popup-blocked', 'The sign-in window was blocked by the browser. Allow pop-ups for this site and try again.'],
    ['auth/network-request-failed', 'The network request failed. Check your connection and try again.'],
  ] as const)('shows %s from a Google sign-in as its human message', async (code, message) => {
    const { user, auth } = renderMenu();
    auth.control.failNext('signInWithProvider', code);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Continue with Google' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(message);
  });

  it('signs in with Google through the provider chooser', async () => {
    const { user, region } = renderMenu();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Continue with Google' }));
    expect((await within(region()).findByTestId('account-user')).textContent).toContain('Demo User');
  });

  it('closes the panel with Escape and returns focus to the toggle', async () => {
    const { user } = renderMenu();
    await openPanel(user);
    await user.click(screen.getByLabelText('Email'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Sign in');
  });

  it('says why sign-in is unavailable when the session cannot start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = createMemoryAuth({ users: [{ email: 'not-an-email', password: 'secret12' }] });
    render(
      <PlatformProvider services={{ auth: broken, firestore: createMemoryFirestore() }}>
        <AccountErrorBoundary>
          <AccountMenu />
        </AccountErrorBoundary>
      </PlatformProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Sign-in unavailable: The email address is not valid.');
  });

  it('tries again when asked, after the first load of the Firebase SDK failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = createFirebaseApp(DEMO_FIREBASE_CONFIG, { name: 'account-retry' });
    let loads = 0;
    const flakyApp: FirebaseAppHandle = {
      name: app.name,
      getApp: (sdk) =>
        ++loads === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : app.getApp(sdk),
      delete: () => app.delete(),
    };
    render(
      <PlatformProvider
        services={{
          auth: createFirebaseAuth({ app: flakyApp, persistence: 'memory' }),
          firestore: createMemoryFirestore(),
        }}
      >
        <AccountErrorBoundary>
          <AccountMenu />
        </AccountErrorBoundary>
      </PlatformProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sign-in unavailable: Something went wrong while signing in. Try again.',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loads).toBe(2);
    await app.delete();
  });
});
