import { PlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { authErrors } from '../auth.errors.js';
import type { AuthState } from '../auth.types.js';
import { emulatorFirebaseConfig } from '../testing/auth-emulator.js';
import { createFirebaseAuth } from './index.js';

const chunk = vi.hoisted(() => ({ failuresLeft: 1 }));

// The implementation chunk, as the browser fetches it: it fails while `failuresLeft` lasts.
vi.mock('./firebase-auth.js', async (importOriginal) => {
  if (chunk.failuresLeft > 0) {
    chunk.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: firebase-auth.js');
  }
  return importOriginal();
});

const newApp = (name: string) => createFirebaseApp(emulatorFirebaseConfig(`demo-${name}`), { name });
const noEmulator = { url: 'http://127.0.0.1:9' };

describe('createFirebaseAuth when its implementation chunk fails to load', () => {
  it('rejects with auth/unavailable, tells subscribers, and loads it on the next call', async () => {
    const app = newApp('auth-facade-offline');
    const auth = createFirebaseAuth({ app, emulator: noEmulator, persistence: 'memory' });
    const onError = vi.fn();
    const states: AuthState['status'][] = [];
    const stop = auth.subscribe((state) => states.push(state.status), onError);

    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    const failure: unknown = onError.mock.calls[0]?.[0];
    expect(failure).toBeInstanceOf(PlatformError);
    expect(failure).toMatchObject({
      code: 'auth/unavailable',
      message: authErrors.messages['auth/unavailable'],
      cause: expect.any(Error),
    });
    expect(authErrors.is(failure, 'auth/unavailable')).toBe(true);

    await expect(auth.ready()).resolves.toEqual({ status: 'signed-out', user: null });
    expect(states).toEqual(['unknown', 'signed-out']);
    expect(onError).toHaveBeenCalledTimes(1);
    stop();
    await app.delete();
  });
});
