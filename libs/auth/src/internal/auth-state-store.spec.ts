import type { AuthUser } from '../auth.types.js';
import { createAuthStateStore, UNKNOWN_STATE } from './auth-state-store.js';
import { NEW_PASSWORD_ACCOUNT } from './new-password-account.js';

const ada: AuthUser = {
  uid: 'ada',
  email: 'ada@example.com',
  ...NEW_PASSWORD_ACCOUNT,
  metadata: { createdAt: 1, lastSignInAt: 1 },
};

describe('auth state store', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts unknown and resolves ready with the first known state', async () => {
    const store = createAuthStateStore();
    expect(store.current()).toBe(UNKNOWN_STATE);
    store.set(null);
    await expect(store.ready()).resolves.toEqual({ status: 'signed-out', user: null });
  });

  it('notifies only real changes and keeps the state object otherwise', () => {
    const store = createAuthStateStore();
    const seen = vi.fn();
    store.subscribe(seen);
    store.set(ada);
    const signedIn = store.current();
    store.set({ ...ada, providerIds: ['password'], metadata: { createdAt: 1, lastSignInAt: 1 } });
    expect(store.current()).toBe(signedIn);
    store.set({ ...ada, emailVerified: true });
    store.set(null);
    store.set(null);
    expect(seen.mock.calls.map(([state]) => [state.status, state.user?.emailVerified])).toEqual([
      ['unknown', undefined],
      ['signed-in', false],
      ['signed-in', true],
      ['signed-out', undefined],
    ]);
  });

  it('keeps notifying other listeners when one throws, and reports the error instead of swallowing it', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAuthStateStore();
    store.subscribe((state) => {
      if (state.status === 'signed-out') throw new Error('listener broke');
    });
    const other = vi.fn();
    store.subscribe(other);
    store.set(null);
    expect(other).toHaveBeenLastCalledWith({ status: 'signed-out', user: null });
    expect(report).toHaveBeenCalledExactlyOnceWith(new Error('listener broke'));
  });

  it('reports a listener that throws on its first call and still subscribes it', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAuthStateStore();
    const seen: string[] = [];
    store.subscribe((state) => {
      seen.push(state.status);
      if (state.status === 'unknown') throw new Error('not yet');
    });
    store.set(null);
    expect(seen).toEqual(['unknown', 'signed-out']);
    expect(report).toHaveBeenCalledExactlyOnceWith(new Error('not yet'));
  });
});
