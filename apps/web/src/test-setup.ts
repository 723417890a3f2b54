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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
