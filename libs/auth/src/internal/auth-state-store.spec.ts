import type { AuthUser } from '../auth.types.js';
import { createAuthStateStore, UNKNOWN_STATE } from './auth-state-store.js';

const ada: AuthUser = {
  uid: 'ada',
  email: 'ada@example.com',
  emailVerified: false,
  displayName: null,
  photoURL: null,
  phoneNumber: null,
  isAnonymous: false,
  providerIds: ['password'],
  metadata: { createdAt: 1, lastSignInAt: 1 },
};

describe('auth state store', () => {
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

  it('keeps notifying other listeners when one throws, and rethrows the error outside the store', () => {
    const deferred: (() => void)[] = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) => void deferred.push(callback));
    const store = createAuthStateStore();
    store.subscribe((state) => {
      if (state.status === 'signed-out') throw new Error('listener broke');
    });
    const other = vi.fn();
    store.subscribe(other);
    store.set(null);
    vi.restoreAllMocks();
    expect(other).toHaveBeenLastCalledWith({ status: 'signed-out', user: null });
    expect(deferred).toHaveLength(1);
    expect(() => deferred[0]?.()).toThrow('listener broke');
  });
});
