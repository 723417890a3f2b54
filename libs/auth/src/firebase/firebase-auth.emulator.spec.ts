import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { FirebaseError } from 'firebase/app';
import { createServer } from 'node:net';
import type { AuthPort } from '../auth.port.js';
import type { PhoneVerifier } from '../auth.types.js';
import { emulatorFirebaseConfig, injectAuthEmulator } from '../testing/auth-emulator.js';
import { createFirebaseAuth } from './index.js';

const emulator = injectAuthEmulator();
const PASSWORD = 'correct-horse-1';
const verifier: PhoneVerifier = { type: 'recaptcha', verify: () => Promise.resolve('test-token') };
const ENROLLED_AT = Date.UTC(2030, 0, 1);
const WORK_PHONE = {
  mfaEnrollmentId: 'work-phone',
  phoneInfo: '+15555550100',
  displayName: 'Work phone',
  enrolledAt: new Date(ENROLLED_AT).toISOString(),
};

let apps: FirebaseAppHandle[] = [];
let appCount = 0;

function newApp(): FirebaseAppHandle {
  appCount += 1;
  const app = createFirebaseApp(emulatorFirebaseConfig(emulator.projectId), {
    name: `auth-firebase-emulator-${appCount}`,
  });
  apps.push(app);
  return app;
}

const onEmulator = (app = newApp()): AuthPort => createFirebaseAuth({ app, emulator: { url: emulator.url } });

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port was assigned.');
  return address.port;
}

beforeEach(() => emulator.reset());

afterEach(async () => {
  await Promise.all(apps.map((app) => app.delete()));
  apps = [];
});

describe('Firebase auth adapter on the Auth emulator', () => {
  it.each([
    ['auth/invalid-email', 'auth/invalid-email', (auth: AuthPort) => auth.signUpWithEmail('not-an-email', PASSWORD)],
    ['auth/weak-password', 'auth/weak-password', (auth: AuthPort) => auth.signUpWithEmail('ada@example.com', '123')],
    ['auth/missing-password', 'auth/missing-password', (auth: AuthPort) => auth.signInWithEmail('ada@example.com', '')],
    [
      'auth/user-not-found',
      'auth/user-not-found',
      (auth: AuthPort) => auth.signInWithEmail('nobody@example.com', PASSWORD),
    ],
    [
      'auth/invalid-action-code',
      'auth/invalid-action-code',
      (auth: AuthPort) => auth.confirmPasswordReset('bogus', PASSWORD),
    ],
  ] as const)('maps the SDK’s %s to %s, keeping the SDK error', async (sdkCode, portCode, call) => {
    const failure = await call(onEmulator()).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'PlatformError', code: portCode, customData: { originalCode: sdkCode } });
    expect((failure as Error).cause).toBeInstanceOf(FirebaseError);
  });

  it('maps a duplicate email and a wrong password from the emulator', async () => {
    const auth = onEmulator();
    await auth.signUpWithEmail('ada@example.com', PASSWORD);
    await auth.signOut();
    await expect(auth.signUpWithEmail('ada@example.com', PASSWORD)).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
      customData: { originalCode: 'auth/email-already-in-use' },
    });
    await expect(auth.signInWithEmail('ada@example.com', 'wrong-password')).rejects.toMatchObject({
      code: 'auth/wrong-password',
      customData: { originalCode: 'auth/wrong-password' },
    });
  });

  it('fails with auth/network-request-failed when the backend cannot be reached', async () => {
    const auth = createFirebaseAuth({
      app: newApp(),
      emulator: { url: `http://127.0.0.1:${await closedPort()}` },
    });
    await expect(auth.ready()).resolves.toEqual({ status: 'signed-out', user: null });
    await expect(auth.signInAnonymously()).rejects.toMatchObject({
      code: 'auth/network-request-failed',
      customData: { originalCode: 'auth/network-request-failed' },
    });
    expect(auth.currentState().status).toBe('signed-out');
  });

  it('reports popups, redirects and phone sign-in as unsupported outside a browser', async () => {
    const auth = onEmulator();
    const unsupported = {
      code: 'auth/operation-not-supported',
      customData: { originalCode: 'auth/operation-not-supported-in-this-environment' },
    };
    await expect(auth.signInWithProvider('google', { mode: 'popup' })).rejects.toMatchObject(unsupported);
    await expect(
      auth.signInWithProvider({ kind: 'oidc', providerId: 'oidc.acme' }, { mode: 'redirect' }),
    ).rejects.toMatchObject(unsupported);
    await expect(auth.startPhoneSignIn('+15555550100', verifier)).rejects.toMatchObject(unsupported);
    await expect(auth.completeRedirect()).resolves.toBeNull();
  });

  it('asks for a second factor when the account has one, with the factor as a hint', async () => {
    const auth = onEmulator();
    const { user } = await auth.signUpWithEmail('ada@example.com', PASSWORD);
    await emulator.updateAccount(user.uid, {
      emailVerified: true,
      mfa: { enrollments: [WORK_PHONE] },
    });
    await auth.signOut();

    const result = await auth.signInWithEmail('ada@example.com', PASSWORD);

    if (result.status !== 'mfa-required') throw new Error(`Expected mfa-required, got ${result.status}.`);
    expect(auth.currentUser()).toBeNull();
    expect(result.resolver.hints).toEqual([
      {
        uid: 'work-phone',
        factorId: 'phone',
        displayName: 'Work phone',
        enrolledAt: ENROLLED_AT,
        phoneNumber: expect.stringMatching(/0100$/),
      },
    ]);
    await expect(result.resolver.signInWithTotp('work-phone', '123456')).rejects.toMatchObject({
      code: 'auth/multi-factor-not-found',
    });
    await expect(result.resolver.signInWithPhone('work-phone', verifier)).rejects.toMatchObject({
      code: 'auth/operation-not-supported',
    });
  });

  it('lists second factors enrolled on the server after a reload', async () => {
    const auth = onEmulator();
    const { user } = await auth.signUpWithEmail('ada@example.com', PASSWORD);
    await emulator.updateAccount(user.uid, {
      mfa: { enrollments: [WORK_PHONE] },
    });
    await auth.reloadUser();
    expect(auth.multiFactor.enrolledFactors()).toEqual([
      {
        uid: 'work-phone',
        factorId: 'phone',
        displayName: 'Work phone',
        enrolledAt: ENROLLED_AT,
        phoneNumber: '+15555550100',
      },
    ]);
    await expect(auth.multiFactor.unenroll('no-such-factor')).rejects.toMatchObject({
      code: 'auth/multi-factor-not-found',
    });
    await auth.multiFactor.unenroll('work-phone');
    expect(auth.multiFactor.enrolledFactors()).toEqual([]);
  });

  it('shares one SDK Auth instance between adapters on the same app', async () => {
    const app = newApp();
    const first = onEmulator(app);
    const second = onEmulator(app);
    await first.ready();
    const { user } = await first.signInAnonymously();
    await expect(second.ready()).resolves.toMatchObject({ status: 'signed-in', user: { uid: user.uid } });
  });

  it('fails with auth/app-deleted once the app is deleted', async () => {
    const app = newApp();
    const auth = onEmulator(app);
    await app.delete();
    await expect(auth.signInAnonymously()).rejects.toMatchObject({
      code: 'auth/app-deleted',
      customData: { originalCode: 'core/app-deleted' },
    });
  });
});
