import { createManualClock } from '@platform/core';
import { decodeJwtClaims, encodeUnsignedJwt } from './jwt.js';
import { MEMORY_AUTH_TIMINGS } from './memory-auth.constants.js';
import { createMemoryAuth } from './memory-auth.js';

const START = Date.UTC(2030, 0, 1);

describe('memory auth ID tokens', () => {
  it('encodes unsigned, base64url JWTs that decode back', () => {
    const token = encodeUnsignedJwt({ sub: 'ü/+?', n: 1 });
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.$/);
    expect(JSON.parse(atob(token.split('.')[0] ?? ''))).toEqual({ alg: 'none', typ: 'JWT' });
    expect(decodeJwtClaims(token)).toEqual({ sub: 'ü/+?', n: 1 });
    expect(decodeJwtClaims('not.a-jwt')).toBeNull();
  });

  it('mints tokens shaped like the Auth emulator’s, timed on the clock', async () => {
    const auth = createMemoryAuth({ clock: createManualClock(START), projectId: 'demo-kindling' });
    const { user } = await auth.signUpWithEmail('ada@example.com', 'correct-horse-1');
    const result = await auth.getIdTokenResult();
    expect(result).toMatchObject({
      issuedAt: START,
      expiresAt: START + MEMORY_AUTH_TIMINGS.idTokenLifetimeMs,
      signInProvider: 'password',
    });
    expect(result?.claims).toEqual({
      email: 'ada@example.com',
      email_verified: false,
      auth_time: START / 1000,
      user_id: user.uid,
      firebase: { identities: { email: ['ada@example.com'] }, sign_in_provider: 'password' },
      iat: START / 1000,
      exp: START / 1000 + 3600,
      aud: 'demo-kindling',
      iss: 'https://securetoken.google.com/demo-kindling',
      sub: user.uid,
    });
  });

  it('refreshes a cached token in its last 5 minutes, as firebase 13 does', async () => {
    const clock = createManualClock(START);
    const auth = createMemoryAuth({ clock });
    await auth.signUpWithEmail('ada@example.com', 'correct-horse-1');
    const first = await auth.getIdToken();

    expect(MEMORY_AUTH_TIMINGS.idTokenRefreshBufferMs).toBe(5 * 60_000);
    clock.advance(54 * 60_000);
    expect(await auth.getIdToken()).toBe(first);
    clock.advance(60_000);
    expect(await auth.getIdToken()).not.toBe(first);
  });

  it('reuses a token until it nears expiry, then refreshes it', async () => {
    const clock = createManualClock(START);
    const auth = createMemoryAuth({ clock });
    await auth.signUpWithEmail('ada@example.com', 'correct-horse-1');
    const first = await auth.getIdTokenResult();

    clock.advance(MEMORY_AUTH_TIMINGS.idTokenLifetimeMs - MEMORY_AUTH_TIMINGS.idTokenRefreshBufferMs - 1000);
    expect(await auth.getIdToken()).toBe(first?.token);

    clock.advance(1000);
    const second = await auth.getIdTokenResult();
    expect(second?.token).not.toBe(first?.token);
    expect(second?.issuedAt).toBe(clock.now() - (clock.now() % 1000));
    expect(second?.expiresAt).toBeGreaterThan(clock.now());
    expect(second?.claims['auth_time']).toBe(START / 1000);
  });

  it('adds custom claims at the next refresh, without overriding standard claims', async () => {
    const clock = createManualClock(START);
    const auth = createMemoryAuth({ clock });
    const { user } = await auth.signUpWithEmail('ada@example.com', 'correct-horse-1');
    await auth.getIdToken();
    auth.control.setCustomClaims(user.uid, { role: 'admin', sub: 'someone-else' });
    expect((await auth.getIdTokenResult())?.claims['role']).toBeUndefined();
    clock.advance(1000);
    const refreshed = await auth.getIdTokenResult({ forceRefresh: true });
    expect(refreshed?.claims).toMatchObject({ role: 'admin', sub: user.uid });
  });

  it('signs a disabled user out when the token is refreshed', async () => {
    const auth = createMemoryAuth();
    const { user } = await auth.signUpWithEmail('ada@example.com', 'correct-horse-1');
    auth.control.disableUser(user.uid);
    await expect(auth.getIdToken({ forceRefresh: true })).rejects.toMatchObject({ code: 'auth/user-disabled' });
    expect(auth.currentState().status).toBe('signed-out');
    await expect(auth.signInWithEmail('ada@example.com', 'correct-horse-1')).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });
    auth.control.disableUser(user.uid, false);
    await expect(auth.signInWithEmail('ada@example.com', 'correct-horse-1')).resolves.toMatchObject({
      status: 'signed-in',
    });
  });
});
