import 'fake-indexeddb/auto';
import { PlatformError } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { setLogLevel } from 'firebase/app';
import { setupServer } from 'msw/node';
import { installationsErrors } from '../installations.errors.js';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { settleIo } from './testing/fake-time.js';
import { createInstallationsServer } from './testing/installations-server.js';
import { createFirebaseInstallations } from './index.js';

const server = setupServer();
beforeAll(() => {
  setLogLevel('silent');
  server.listen({ onUnhandledRequest: 'error' });
});
const opened: { delete(): Promise<void> }[] = [];
afterEach(async () => {
  // Background work the SDK started (registration, token refresh) finishes before its app goes.
  await settleIo();
  for (const app of opened.splice(0)) await app.delete();
  server.resetHandlers();
});
afterAll(() => server.close());

let apps = 0;
function open() {
  const fis = createInstallationsServer();
  server.use(...fis.handlers);
  apps += 1;
  const app = createFirebaseApp(DEMO_CONFIG, { name: `installations-sdk-${apps}` });
  opened.push(app);
  return { fis, installations: createFirebaseInstallations({ app }) };
}

describe('createFirebaseInstallations on the real SDK', () => {
  it('registers with the API key and the FIS_v2 protocol, and refreshes with the refresh token', async () => {
    const { fis, installations } = open();
    const id = await installations.getId();
    await settleIo();
    await installations.getToken({ forceRefresh: true });
    const [create, refresh] = fis.received();
    expect(create).toMatchObject({
      kind: 'create',
      projectId: DEMO_CONFIG.projectId,
      apiKey: DEMO_CONFIG.apiKey,
      body: { fid: id, authVersion: 'FIS_v2', appId: DEMO_CONFIG.appId, sdkVersion: expect.stringMatching(/^w:/) },
    });
    expect(refresh).toMatchObject({ kind: 'generate-token', fid: id, authorization: `FIS_v2 fis-refresh-token.${id}` });
  });

  it('maps a 403 from the SDK to installations/request-failed, keeping the SDK error and the server reply', async () => {
    const { fis, installations } = open();
    fis.refuseNext(403);
    const error: unknown = await installations.getToken().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect(installationsErrors.is(error, 'installations/request-failed')).toBe(true);
    expect(error).toMatchObject({
      message: installationsErrors.messages['installations/request-failed'],
      customData: {
        originalCode: 'installations/request-failed',
        requestName: 'Create Installation',
        serverCode: 403,
        serverStatus: 'PERMISSION_DENIED',
        serverMessage: 'The request was refused (403).',
      },
      cause: { name: 'FirebaseError', code: 'installations/request-failed' },
    });
  });

  it('rejects a caller waiting on a token request with installations/not-registered when the server forgot the installation', async () => {
    const { fis, installations } = open();
    const id = await installations.getId();
    await settleIo();
    fis.forget(id);
    const release = fis.holdNext();
    const first = installations.getToken({ forceRefresh: true }).catch((error: unknown) => error);
    await settleIo();
    // A second caller finds the first one's request in progress and polls storage for its outcome.
    const second = installations.getToken().catch((error: unknown) => error);
    await settleIo();
    release();

    await expect(first).resolves.toMatchObject({
      code: 'installations/request-failed',
      customData: { serverCode: 404 },
    });
    await expect(second).resolves.toMatchObject({
      code: 'installations/not-registered',
      message: installationsErrors.messages['installations/not-registered'],
      customData: { originalCode: 'installations/not-registered' },
    });
  });

  it('maps a config without an app id to installations/invalid-config', async () => {
    const app = createFirebaseApp({ ...DEMO_CONFIG, appId: '' }, { name: 'installations-no-app-id' });
    opened.push(app);
    const installations = createFirebaseInstallations({ app });
    await expect(installations.getId()).rejects.toMatchObject({
      code: 'installations/invalid-config',
      customData: { originalCode: 'installations/missing-app-config-values' },
    });
  });

  it('opens the id listener again for the next listener after the app failed to start', async () => {
    const fis = createInstallationsServer();
    server.use(...fis.handlers);
    const app = createFirebaseApp(DEMO_CONFIG, { name: 'installations-sdk-retry' });
    opened.push(app);
    const installations = createFirebaseInstallations({ app });
    const first = await installations.getId();
    vi.spyOn(app, 'getApp').mockRejectedValueOnce(new Error('app not ready'));
    installations.onIdChange(() => undefined);
    await settleIo();

    const heard: string[] = [];
    installations.onIdChange((id) => heard.push(id));
    await settleIo();
    await installations.delete();
    const id = await installations.getId();
    await settleIo();
    expect(id).not.toBe(first);
    expect(heard).toEqual([id]);
  });
});
