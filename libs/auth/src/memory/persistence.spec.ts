import type { KeyValueStorage } from './persistence.js';
import { DEFAULT_MEMORY_STORAGE_KEY } from './memory-auth.constants.js';
import { createMemoryAuth } from './memory-auth.js';

function mapStorage(): KeyValueStorage & { readonly entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('memory auth persistence', () => {
  it('restores accounts and the session after a reload, starting unknown', async () => {
    const storage = mapStorage();
    const before = createMemoryAuth({ storage });
    const { user } = await before.signUpWithEmail('ada@example.com', 'correct-horse-1');
    await before.updateProfile({ displayName: 'Ada' });

    const after = createMemoryAuth({ storage });
    const seen: string[] = [];
    after.subscribe((state) => seen.push(state.status));
    expect(seen).toEqual(['unknown']);
    await expect(after.ready()).resolves.toMatchObject({
      status: 'signed-in',
      user: { uid: user.uid, displayName: 'Ada' },
    });
    expect(seen).toEqual(['unknown', 'signed-in']);

    await after.signOut();
    const third = createMemoryAuth({ storage });
    await expect(third.ready()).resolves.toEqual({ status: 'signed-out', user: null });
    await expect(third.signInWithEmail('ada@example.com', 'correct-horse-1')).resolves.toMatchObject({
      status: 'signed-in',
    });
  });

  it('stores salted hashes, never passwords', async () => {
    const storage = mapStorage();
    const auth = createMemoryAuth({ storage });
    await auth.signUpWithEmail('ada@example.com', 'correct-horse-1');
    await auth.signUpWithEmail('bob@example.com', 'correct-horse-1');
    const saved = storage.entries.get(DEFAULT_MEMORY_STORAGE_KEY) ?? '';
    expect(saved).not.toContain('correct-horse-1');
    const { users } = JSON.parse(saved) as { users: { password: { salt: string; hash: string } }[] };
    expect(users).toHaveLength(2);
    expect(users[0]?.password.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(users[0]?.password.salt).not.toBe(users[1]?.password.salt);
    expect(users[0]?.password.hash).not.toBe(users[1]?.password.hash);
  });

  it('keeps a pending redirect across a reload', async () => {
    const storage = mapStorage();
    await createMemoryAuth({ storage }).signInWithProvider('google', { mode: 'redirect' });
    const after = createMemoryAuth({ storage });
    await expect(after.completeRedirect()).resolves.toMatchObject({ status: 'signed-in', providerId: 'google.com' });
  });

  it('ignores unreadable storage', async () => {
    const storage = mapStorage();
    storage.setItem(DEFAULT_MEMORY_STORAGE_KEY, '{not json');
    await expect(createMemoryAuth({ storage }).ready()).resolves.toEqual({ status: 'signed-out', user: null });
    storage.setItem(DEFAULT_MEMORY_STORAGE_KEY, JSON.stringify({ version: 99, users: [] }));
    await expect(createMemoryAuth({ storage }).ready()).resolves.toEqual({ status: 'signed-out', user: null });
  });

  it('creates seed accounts once', async () => {
    const storage = mapStorage();
    const users = [
      {
        uid: 'ada',
        email: 'Ada@Example.com',
        password: 'correct-horse-1',
        displayName: 'Ada',
        customClaims: { role: 'admin' },
      },
    ];
    const first = createMemoryAuth({ storage, users });
    await first.ready();
    await first.signInWithEmail('ada@example.com', 'correct-horse-1');
    await first.updateProfile({ displayName: 'Countess' });

    const second = createMemoryAuth({ storage, users });
    await expect(second.ready()).resolves.toMatchObject({ user: { uid: 'ada', displayName: 'Countess' } });
    expect(second.control.users()).toHaveLength(1);
    expect((await second.getIdTokenResult())?.claims['role']).toBe('admin');
  });
});
