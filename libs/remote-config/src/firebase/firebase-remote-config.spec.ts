import 'fake-indexeddb/auto';
import { DEMO_CONFIG } from './testing/demo-config.js';
import { advanceFakeTime } from './testing/fake-time.js';
import { listenForGoogle, openSdkPage, type SdkPage } from './testing/sdk-page.js';

const server = listenForGoogle();

let page: SdkPage | undefined;
afterEach(async () => {
  await page?.close();
  page = undefined;
});

function open(settings?: { minimumFetchIntervalMs?: number }) {
  page = openSdkPage(server);
  return { page, backend: page.backend, remoteConfig: page.open(settings) };
}

describe('createFirebaseRemoteConfig on the real SDK', () => {
  it('sends the API key, the installation and the ETag it holds, as the real endpoint expects', async () => {
    const { backend, remoteConfig } = open({ minimumFetchIntervalMs: 0 });
    backend.publish({ title: 'One' });
    await remoteConfig.fetchAndActivate();
    await advanceFakeTime(1);
    await expect(remoteConfig.fetchAndActivate()).resolves.toEqual({ status: 'fetched', activated: false });
    const [first, second] = backend.received();
    expect(first).toMatchObject({
      apiKey: DEMO_CONFIG.apiKey,
      ifNoneMatch: '*',
      body: {
        app_id: DEMO_CONFIG.appId,
        app_instance_id: expect.stringMatching(/^[cdef][\w-]{21}$/),
        app_instance_id_token: expect.stringMatching(/^fis-/),
        sdk_version: expect.any(String),
      },
    });
    expect(second).toMatchObject({ ifNoneMatch: 'etag-v1' });
  });

  it('produces remoteconfig/fetch-timeout and remoteconfig/fetch-throttle in the SDK, typed with their facts', async () => {
    const { backend, remoteConfig } = open();
    backend.failNextFetches({ kind: 'hang' });
    const hanging = remoteConfig.fetch();
    await advanceFakeTime(60_000);
    await expect(hanging).resolves.toMatchObject({
      status: 'failed',
      error: {
        code: 'remote-config/fetch-timeout',
        customData: { originalCode: 'remoteconfig/fetch-timeout' },
        cause: { name: 'FirebaseError', code: 'remoteconfig/fetch-timeout' },
      },
    });

    backend.failNextFetches({ kind: 'status', status: 503 }, 6);
    const throttled = remoteConfig.fetch();
    await advanceFakeTime(60_000);
    await expect(throttled).resolves.toMatchObject({
      status: 'failed',
      error: {
        code: 'remote-config/fetch-throttle',
        customData: { originalCode: 'remoteconfig/fetch-throttle', throttleEndTimeMillis: Date.now() + 3_000 },
      },
    });

    backend.failNextFetches({ kind: 'status', status: 403 });
    await advanceFakeTime(3_000);
    await expect(remoteConfig.fetch()).resolves.toMatchObject({
      status: 'failed',
      error: {
        code: 'remote-config/fetch-status',
        customData: { httpStatus: 403, originalCode: 'remoteconfig/fetch-status' },
      },
    });
  });

  it('keeps the pause after throttling in storage, so a reloaded page makes no request before it ends', async () => {
    const { page: tab, backend, remoteConfig } = open();
    backend.failNextFetches({ kind: 'status', status: 429 }, 6);
    const throttled = remoteConfig.fetch();
    await advanceFakeTime(60_000);
    await throttled;
    const requests = backend.received().length;
    await tab.reload();
    const reloaded = tab.open();
    const again = reloaded.fetch();
    await advanceFakeTime(2_999);
    expect(backend.received()).toHaveLength(requests);
    await advanceFakeTime(1);
    await expect(again).resolves.toEqual({ status: 'fetched', activated: false });
    await reloaded.dispose();
  });
});
