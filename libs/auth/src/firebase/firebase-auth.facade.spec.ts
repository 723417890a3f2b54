import { createFirebaseApp } from '@platform/core/firebase';
import type { AuthState } from '../auth.types.js';
import { emulatorFirebaseConfig } from '../testing/auth-emulator.js';
import { createFirebaseAuth } from './index.js';

const newApp = (name: string) => createFirebaseApp(emulatorFirebaseConfig(`demo-${name}`), { name });
const noEmulator = { url: 'http://127.0.0.1:9' };

describe('createFirebaseAuth before its implementation arrives', () => {
  it('answers the synchronous members at once, and subscribers then hear the restored state', async () => {
    const app = newApp('auth-facade-sync');
    const auth = createFirebaseAuth({ app, emulator: noEmulator, persistence: 'memory' });
    const states: AuthState['status'][] = [];

    const stop = auth.subscribe((state) => states.push(state.status));
    expect(states).toEqual(['unknown']);
    expect(auth.currentState().status).toBe('unknown');
    expect(auth.currentUser()).toBeNull();
    expect(auth.multiFactor.enrolledFactors()).toEqual([]);

    await vi.waitFor(() => expect(states).toEqual(['unknown', 'signed-out']));
    expect(auth.currentState()).toEqual({ status: 'signed-out', user: null });
    stop();
    await app.delete();
  });
});
