import { createFirebaseApp } from '@platform/core/firebase';
import { authErrors } from '../auth.errors.js';
import { emulatorFirebaseConfig } from '../testing/auth-emulator.js';
import { createFirebaseAuth } from './index.js';

describe('firebase auth session start', () => {
  it('reports a deleted app to subscribers as auth/app-deleted, and ready() rejects with it', async () => {
    const app = createFirebaseApp(emulatorFirebaseConfig('demo-session-start'), { name: 'auth-session-start' });
    await app.delete();
    const auth = createFirebaseAuth({ app });
    const onError = vi.fn();
    const states: string[] = [];
    const stop = auth.subscribe((state) => states.push(state.status), onError);

    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      code: 'auth/app-deleted',
      message: authErrors.messages['auth/app-deleted'],
    });
    expect(states).toEqual(['unknown']);
    await expect(auth.ready()).rejects.toMatchObject({ code: 'auth/app-deleted' });
    stop();
  });
});
