// @vitest-environment jsdom
import { isPlatformError } from '@platform/core';
import { PlatformProvider, createSubscriptionStore, type Resource } from '@platform/react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { Component, StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { AuthPort } from '../auth.port.js';
import type { AuthState } from '../auth.types.js';
import { createMemoryAuth } from '../memory/memory-auth.js';
import type { MemoryAuth } from '../memory/memory-auth.types.js';
import { AUTH_SUBSCRIPTION_KEYS } from './auth-subscription-keys.js';
import { useAuthActions } from './use-auth-actions.js';
import { useAuthState } from './use-auth-state.js';
import { useIdTokenClaims } from './use-id-token-claims.js';
import { useUser } from './use-user.js';

/** Counts the port's subscriptions: how many were opened, and how many are open now. */
function countSubscriptions(auth: AuthPort) {
  const original = auth.subscribe.bind(auth);
  let open = 0;
  const spy = vi.spyOn(auth, 'subscribe').mockImplementation((listener: (state: AuthState) => void, onError) => {
    open += 1;
    const stop = original(listener, onError);
    return () => {
      open -= 1;
      stop();
    };
  });
  return { calls: () => spy.mock.calls.length, open: () => open };
}

function Badge({ id }: { id: number }) {
  const state = useAuthState();
  return (
    <li data-testid={`badge-${id}`}>{state.status === 'signed-in' ? `signed-in:${state.user.email}` : state.status}</li>
  );
}

const describeResource = <T,>(resource: Resource<T>, show: (data: T) => string) =>
  resource.status === 'success' ? show(resource.data) : resource.status;

let auth: MemoryAuth;
const wrapper = ({ children }: { children: ReactNode }) => (
  <PlatformProvider services={{ auth }}>{children}</PlatformProvider>
);
const settle = () => act(async () => undefined);

beforeEach(() => {
  auth = createMemoryAuth();
});

describe('useAuthState', () => {
  it('gives 150 components exactly one subscribe call on the port, released when they unmount', async () => {
    const subscriptions = countSubscriptions(auth);
    const store = createSubscriptionStore({ keepAliveMs: 0 });
    const view = render(
      <PlatformProvider services={{ auth }} store={store}>
        <ul>
          {Array.from({ length: 150 }, (_, id) => (
            <Badge key={id} id={id} />
          ))}
        </ul>
      </PlatformProvider>,
    );

    expect(subscriptions.calls()).toBe(1);
    expect(store.listenerCount(auth, AUTH_SUBSCRIPTION_KEYS.state)).toBe(150);
    expect(screen.getAllByText('unknown')).toHaveLength(150);

    await act(async () => {
      await auth.ready();
    });
    expect(screen.getAllByText('signed-out')).toHaveLength(150);

    await act(async () => {
      await auth.signUpWithEmail('ada@example.com', 'correct-horse-1');
    });
    expect(screen.getAllByText('signed-in:ada@example.com')).toHaveLength(150);
    expect(subscriptions.calls()).toBe(1);

    view.unmount();
    await settle();
    expect(subscriptions.open()).toBe(0);
    expect(store.openSources()).toBe(0);
  });

  it('keeps one subscription under StrictMode', async () => {
    const subscriptions = countSubscriptions(auth);
    const view = render(
      <StrictMode>
        <PlatformProvider services={{ auth }} store={createSubscriptionStore({ keepAliveMs: 0 })}>
          <Badge id={1} />
          <Badge id={2} />
        </PlatformProvider>
      </StrictMode>,
    );
    await settle();
    expect(subscriptions.open()).toBe(1);
    view.unmount();
    await settle();
    expect(subscriptions.open()).toBe(0);
  });

  it('shows the second port after the provider is re-rendered with it', async () => {
    const second = createMemoryAuth();
    await second.signInAnonymously();
    const withPort = (port: AuthPort) => (
      <PlatformProvider services={{ auth: port }}>
        <Badge id={0} />
      </PlatformProvider>
    );
    const view = render(withPort(auth));
    expect(await screen.findByText('signed-out')).toBeTruthy();

    view.rerender(withPort(second));
    expect(await screen.findByText('signed-in:null')).toBeTruthy();
    view.rerender(withPort(auth));
    expect(screen.getByTestId('badge-0').textContent).toBe('signed-out');
  });

  it('renders unknown on the server without subscribing', () => {
    const subscriptions = countSubscriptions(auth);
    const html = renderToString(
      <PlatformProvider services={{ auth }}>
        <Badge id={1} />
      </PlatformProvider>,
    );
    expect(html).toContain('unknown');
    expect(subscriptions.calls()).toBe(0);
  });

  it('needs the auth service to be registered', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const empty = ({ children }: { children: ReactNode }) => (
      <PlatformProvider services={{}}>{children}</PlatformProvider>
    );
    expect(() => renderHook(() => useAuthState(), { wrapper: empty })).toThrow(
      expect.objectContaining({ code: 'react/missing-service' }),
    );
  });
});

describe('useUser', () => {
  it('is loading while the state is unknown, then the user or null', async () => {
    const { result } = renderHook(() => useUser(), { wrapper });
    expect(result.current).toEqual({ status: 'loading' });
    await settle();
    expect(result.current).toEqual({ status: 'success', data: null });
    await act(async () => {
      await auth.signInAnonymously();
    });
    expect(describeResource(result.current, (user) => String(user?.isAnonymous))).toBe('true');
  });

  it('keeps its identity while the state is unchanged', async () => {
    const { result, rerender } = renderHook(() => useUser(), { wrapper });
    await settle();
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('useIdTokenClaims', () => {
  it('reads the claims of the signed-in user and reads them again when the user changes', async () => {
    const { result } = renderHook(() => useIdTokenClaims(), { wrapper });
    expect(result.current.status).toBe('loading');
    await settle();
    expect(result.current).toEqual({ status: 'success', data: null });

    let uid = '';
    await act(async () => {
      uid = (await auth.signUpWithEmail('ada@example.com', 'correct-horse-1')).user.uid;
    });
    expect(describeResource(result.current, (claims) => String(claims?.['email']))).toBe('ada@example.com');

    auth.control.setCustomClaims(uid, { role: 'admin' });
    await act(async () => {
      await auth.updateProfile({ displayName: 'Ada' });
    });
    expect(result.current).toMatchObject({ status: 'success', data: { role: 'admin', name: 'Ada', sub: uid } });

    await act(async () => {
      await auth.signOut();
    });
    expect(result.current).toEqual({ status: 'success', data: null });
  });

  it('reports a failed token read as an error', async () => {
    auth.control.failNext('getIdTokenResult', 'auth/network-request-failed');
    await auth.signInAnonymously();
    const { result } = renderHook(() => useIdTokenClaims(), { wrapper });
    await settle();
    expect(result.current).toMatchObject({ status: 'error', error: { code: 'auth/network-request-failed' } });
  });
});

describe('useAuthActions', () => {
  it('returns the same bound operations on every render', async () => {
    const { result, rerender } = renderHook(() => useAuthActions(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);

    const { signUpWithEmail, signOut } = result.current;
    await expect(signUpWithEmail('ada@example.com', 'correct-horse-1')).resolves.toMatchObject({ status: 'signed-in' });
    expect(auth.currentUser()?.email).toBe('ada@example.com');
    await signOut();
    expect(auth.currentUser()).toBeNull();
  });
});

/** Shows a caught `PlatformError` as `code: message`. */
class ErrorBoundary extends Component<{ readonly children: ReactNode }, { readonly error: unknown }> {
  override state: { readonly error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return <p role="alert">{isPlatformError(error) ? `${error.code}: ${error.message}` : String(error)}</p>;
  }
}

describe('useAuthState when the session cannot start', () => {
  it('throws the typed error to the nearest error boundary instead of staying unknown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = createMemoryAuth({ users: [{ email: 'not-an-email', password: 'secret12' }] });
    render(
      <PlatformProvider services={{ auth: broken }}>
        <ErrorBoundary>
          <Badge id={0} />
        </ErrorBoundary>
      </PlatformProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('auth/invalid-email: The email address is not valid.');
  });
});
