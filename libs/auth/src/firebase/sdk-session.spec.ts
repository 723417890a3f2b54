import { createFirebaseApp, loadFirebaseApp } from '@platform/core/firebase';
import { getAuth, initializeAuth } from 'firebase/auth';
import { emulatorFirebaseConfig, injectAuthEmulator } from '../testing/auth-emulator.js';
import { createFirebaseAuth } from './index.js';

const emulator = injectAuthEmulator();

describe('the Firebase adapter on an app whose Auth the app initialized itself', () => {
  it('uses that Auth, whatever options it was given, and signs in on it', async () => {
    const app = createFirebaseApp(emulatorFirebaseConfig(emulator.projectId), { name: 'auth-initialized-by-app' });
    const firebaseApp = await loadFirebaseApp(app);
    // Other options than the adapter's, so that the SDK refuses a second initialization with `auth/already-initialized`.
    const own = initializeAuth(firebaseApp, { persistence: [] });
    const auth = createFirebaseAuth({ app, emulator: { url: emulator.url }, persistence: 'memory' });

    await expect(auth.ready()).resolves.toEqual({ status: 'signed-out', user: null });
    const { user } = await auth.signInAnonymously();
    expect(own.currentUser?.uid).toBe(user.uid);
    expect(getAuth(firebaseApp)).toBe(own);
    await auth.dispose();
    await app.delete();
  });
});
