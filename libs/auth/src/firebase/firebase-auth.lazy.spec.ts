import { createFirebaseApp } from '@platform/core/firebase';
import { emulatorFirebaseConfig } from '../testing/auth-emulator.js';
import { createFirebaseAuth } from './index.js';

const sdkLoads = vi.hoisted(() => ({ count: 0, implementation: 0 }));

vi.mock('firebase/auth', async (importOriginal) => {
  sdkLoads.count += 1;
  return importOriginal();
});

vi.mock('./firebase-auth.js', async (importOriginal) => {
  sdkLoads.implementation += 1;
  return importOriginal();
});

describe('createFirebaseAuth', () => {
  it('costs no SDK load, app initialization or network call until the first use', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const app = createFirebaseApp(emulatorFirebaseConfig('demo-lazy'), { name: 'auth-lazy' });
    const getApp = vi.spyOn(app, 'getApp');

    const auth = createFirebaseAuth({ app, emulator: { url: 'http://127.0.0.1:9' } });
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(auth).not.toBeInstanceOf(Promise);
    expect(sdkLoads).toEqual({ count: 0, implementation: 0 });
    expect(getApp).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();

    expect(auth.currentState().status).toBe('unknown');
    await expect(auth.ready()).resolves.toEqual({ status: 'signed-out', user: null });
    expect(sdkLoads).toEqual({ count: 1, implementation: 1 });
    expect(getApp).toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    await app.delete();
  });
});
