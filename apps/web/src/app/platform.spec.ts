import { getApps } from 'firebase/app';
import { createPlatform } from './platform';

describe('createPlatform', () => {
  it('runs auth in memory under the memory driver', async () => {
    const platform = createPlatform({ driver: 'memory', projectId: 'demo-platform' });
    await expect(platform.services.auth.ready()).resolves.toEqual({ status: 'signed-out', user: null });
    await platform.dispose();
  });

  it('creates no Firebase app until a service is used, and deletes it on dispose', async () => {
    const before = getApps().length;
    const platform = createPlatform({
      driver: 'emulator',
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: '127.0.0.1',
        projectId: 'demo-platform',
        storageBucket: 'demo-platform.appspot.com',
        messagingSenderId: '000000000000',
        appId: '1:000000000000:web:0000000000000000',
      },
      emulators: { host: '127.0.0.1', ports: { auth: 9, firestore: 8080, database: 9000, storage: 9199 } },
      appCheckDebugToken: true,
    });
    expect(getApps()).toHaveLength(before);
    expect(platform.services.auth.currentState()).toEqual({ status: 'unknown', user: undefined });
    await platform.dispose();
    expect(getApps()).toHaveLength(before);
  });
});
