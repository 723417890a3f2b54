import { isPlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseAuth } from '@platform/auth/firebase';
import type { AuthPort, AuthState } from '@platform/auth';
import { injectAuthEmulator } from '@platform/backends/vitest';
import { FAULTS_CONFIG } from './support/demo-config.js';
import { useScenario } from './support/scenario.js';
import { settle } from './support/wait.js';

const emulator = injectAuthEmulator();
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    // Tokens carry whole seconds: let one pass, so a fresh token tells itself apart.
    await sleep(1_100);

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
    const during = settle(auth.getIdToken({ forceRefresh: true }));
    await sleep(150);
    proxy.drop({ forMs: 1_000 });
    const outcome = await during;
    if (!outcome.ok) expect((outcome.error as { code: string }).code).toBe('auth/network-request-failed');
    await proxy.restored();
    await expect(auth.getIdToken({ forceRefresh: true })).resolves.toEqual(expect.any(String));
    expect(states).not.toContain('signed-out');
    expect(auth.currentState().status).toBe('signed-in');
  });
});
