import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Google's endpoints stay off limits: App Check's exchange is answered here, and any other request fails the test. */
const server = setupServer(
  http.post(
    /^https:\/\/content-firebaseappcheck\.googleapis\.com\/v1\/projects\/[^/]+\/apps\/[^/]+:exchangeDebugToken/,
    () => HttpResponse.json({ token: 'web-test-appcheck-token', ttl: '3600s' }),
  ),
);

/** The database the Firebase SDK opens to check that IndexedDB works; its answer refers to `self`. */
const SDK_CHECK_DB = 'validate-browser-context-for-indexeddb-analytics-module';

/**
 * Resolves once IndexedDB has answered the SDK's own check, by queueing an open of the same database behind it.
 * A check still pending when a test file's environment is torn down would fail with "self is not defined".
 */
const sdkIndexedDbCheckSettled = () =>
  new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(SDK_CHECK_DB);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error ?? new Error(`IndexedDB could not open ${SDK_CHECK_DB}.`));
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(async () => {
  await sdkIndexedDbCheckSettled();
  server.close();
});

// jsdom's Blob (and so File) lacks `arrayBuffer()`, which every browser has; read it the older way, with FileReader.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}
