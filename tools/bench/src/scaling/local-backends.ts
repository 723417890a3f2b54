import {
  startAuthEmulator,
  startFirebaseServer,
  type RunningAuthEmulator,
  type RunningFirebaseServer,
} from '@platform/backends';

/** The local backends a scenario may ask for; each starts on first use, on free 127.0.0.1 ports. */
export interface LocalBackends {
  authEmulator(): Promise<RunningAuthEmulator>;
  firebaseServer(): Promise<RunningFirebaseServer>;
  /** Stops whatever was started. */
  stop(): Promise<void>;
}

/** Creates the on-demand {@link LocalBackends} of one run. */
export function createLocalBackends(): LocalBackends {
  let auth: Promise<RunningAuthEmulator> | undefined;
  let database: Promise<RunningFirebaseServer> | undefined;
  return {
    authEmulator: () => (auth ??= startAuthEmulator()),
    firebaseServer: () => (database ??= startFirebaseServer()),
    async stop() {
      const started = [auth, database].filter((backend) => backend !== undefined);
      await Promise.all(
        started.map((backend) =>
          backend.then(
            (running) => running.stop(),
            () => undefined,
          ),
        ),
      );
    },
  };
}
