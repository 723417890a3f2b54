import { createFirebaseApp, type FirebaseAppHandle } from '@platform/core/firebase';
import { setLogLevel } from 'firebase/app';
import { setupServer, type SetupServer } from 'msw/node';
import type { ContractSchema } from '../../remote-config.contract.js';
import { CONTRACT_SCHEMA } from '../../remote-config.contract.js';
import type { RemoteConfigPort } from '../../remote-config.port.js';
import type { RemoteConfigSettings } from '../../remote-config.types.js';
import { createFirebaseRemoteConfig } from '../firebase-remote-config.facade.js';
import { DEMO_CONFIG } from './demo-config.js';
import { settleFakeTime, withDueTimersRun } from './fake-time.js';
import { createRemoteConfigServer, type RemoteConfigServer } from './remote-config-server.js';

/** An msw server for this spec file that fails any request no handler answers, with the SDK's logging silenced. */
export function listenForGoogle(): SetupServer {
  const server = setupServer();
  beforeAll(() => {
    setLogLevel('silent');
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());
  return server;
}

/** One page on the real SDK: a Firebase app of its own, its fake backend, and Vitest's fake clock. */
export interface SdkPage {
  /** The fake Remote Config backend. */
  readonly backend: RemoteConfigServer;
  /** A port on the page's current app, with the SDK's zero-delay waits run as a browser runs them. */
  open(settings?: RemoteConfigSettings): RemoteConfigPort<ContractSchema>;
  /** Deletes the app and starts a new one with the same name, as a reload does; IndexedDB stays. */
  reload(): Promise<void>;
  /** Ends the backend's streams, deletes the apps and restores the real clock. */
  close(): Promise<void>;
}

let pages = 0;

/**
 * Opens a page with `Date` and `setTimeout` faked and `Math.random` at 0.5 (so
 * back-off waits are exact), on `server`.
 */
export function openSdkPage(server: SetupServer): SdkPage {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.UTC(2030, 0, 1) });
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  const backend = createRemoteConfigServer();
  server.use(...backend.handlers);
  pages += 1;
  const name = `remote-config-page-${pages}`;
  const apps: FirebaseAppHandle[] = [createFirebaseApp(DEMO_CONFIG, { name })];
  const current = () => apps[apps.length - 1] as FirebaseAppHandle;
  return {
    backend,
    open: (settings) =>
      withDueTimersRun(createFirebaseRemoteConfig({ app: current(), schema: CONTRACT_SCHEMA, settings })),
    async reload() {
      await current().delete();
      apps.push(createFirebaseApp(DEMO_CONFIG, { name }));
    },
    async close() {
      backend.close();
      await settleFakeTime();
      for (const app of apps) await app.delete();
      server.resetHandlers();
      vi.restoreAllMocks();
      vi.useRealTimers();
    },
  };
}
