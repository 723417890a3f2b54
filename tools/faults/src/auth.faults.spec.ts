import { isPlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseAuth } from '@platform/auth/firebase';
import type { AuthPort, AuthState } from '@platform/auth';
import { startAuthEmulator, type RunningAuthEmulator } from '@platform/backends';
import { externalEmulatorContext, type EmulatorContext } from '@platform/backends/vitest';
import { FAULTS_CONFIG } from './support/demo-config.js';
import { useScenario } from './support/scenario.js';
import { settle, waitUntil } from './support/wait.js';

// This file alone needs the Auth emulator, so it starts it, beside the other files, rather than the run's global setup,
// which every file waits for: firebase-tools' CLI takes a minute to come up on a busy machine. One that runs already
// (`FIREBASE_AUTH_EMULATOR_HOST`, as under `firebase emulators:exec`) is used instead.
let emulator: EmulatorContext;
let started: RunningAuthEmulator | undefined;
beforeAll(async () => {
  const running = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  emulator = running ? externalEmulatorContext(running, 9099) : (started = await startAuthEmulator());
}, 200_000);
afterAll(() => started?.stop());
const scenario = useScenario();
let apps = 0;

function client(via: { url: string }): AuthPort {
  apps += 1;
  const app = createFirebaseApp(
    { ...FAULTS_CONFIG, projectId: emulator.projectId },
    { name: `faults-auth-${String(apps)}` },
  );
  const auth = createFirebaseAuth({ app, emulator: { url: via.url }, persistence: 'memory' });
  scenario.release(() => app.delete());
  return auth;
}

/** Decodes the `iat` of an ID token (no signature check: the emulator's tokens are unsigned). */
const issuedAt = (token: string): number =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number }).iat;

describe('Auth on the emulator, through an outage', () => {
  it('a token refresh during an outage fails typed, the user stays signed in, and the next refresh recovers', async () => {
    const proxy = await scenario.proxy(emulator);
    const auth = client(proxy);
    const email = `outage-${String(Date.now())}@example.com`;
    const signedIn = await auth.signUpWithEmail(email, 'correct horse battery');
    const states: AuthState['status'][] = [];
    const stop = auth.subscribe((state) => states.push(state.status));
    scenario.stopFirst(stop);
    const before = await auth.getIdToken();
    // Tokens carry whole seconds: once the clock is past the second this one was issued in, a fresh one tells itself
    // apart.
    await waitUntil(
      'the second the token was issued in is over',
      () => Date.now() >= (issuedAt(before ?? '') + 1) * 1000,
    );

    proxy.drop({ forMs: 30_000 });
    const refresh = await settle(auth.getIdToken({ forceRefresh: true }));
    const reload = await settle(auth.reloadUser());
    for (const outcome of [refresh, reload]) {
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) {
        expect(isPlatformError(outcome.error)).toBe(true);
        expect((outcome.error as { code: string }).code).toBe('auth/network-request-failed');
      }
    }
    expect(auth.currentState()).toMatchObject({ status: 'signed-in', user: { uid: signedIn.user.uid } });

    proxy.restore();
    const after = await auth.getIdToken({ forceRefresh: true });
    expect(after).not.toBeNull();
    expect(issuedAt(after ?? '')).toBeGreaterThan(issuedAt(before ?? ''));
    expect(auth.currentState()).toMatchObject({ status: 'signed-in', user: { uid: signedIn.user.uid } });
    expect(states).not.toContain('signed-out');
    expect(states.at(-1)).toBe('signed-in');
  });

  it('a refresh that starts on a slow link and meets a drop recovers on the next call, and never signs the user out', async () => {
    const proxy = await scenario.proxy(emulator);
    const auth = client(proxy);
    await auth.signInAnonymously();
    const states: AuthState['status'][] = [];
    const stop = auth.subscribe((state) => states.push(state.status));
    scenario.stopFirst(stop);

    proxy.slow({ latencyMs: 300 });
    const sent = proxy.stats().bytesUp;
    const during = settle(auth.getIdToken({ forceRefresh: true }));
    // The refresh reached the slow link, which holds it for 300 ms: the drop meets it on its way.
    await waitUntil('the refresh reaches the proxy', () => proxy.stats().bytesUp > sent);
    proxy.drop({ forMs: 1_000 });
    const outcome = await during;
    if (!outcome.ok) expect((outcome.error as { code: string }).code).toBe('auth/network-request-failed');
    await proxy.restored();
    await expect(auth.getIdToken({ forceRefresh: true })).resolves.toEqual(expect.any(String));
    expect(states).not.toContain('signed-out');
    expect(auth.currentState().status).toBe('signed-in');
  });
});
