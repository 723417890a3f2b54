/** What the firebase-server global setup provides to tests through `inject('databaseServer')`. */
export interface DatabaseServerContext {
  /** `firebase-server` here, or `emulator` when `FIREBASE_DATABASE_EMULATOR_HOST` named a running emulator. */
  readonly kind: 'firebase-server' | 'emulator';
  /** Host it listens on. */
  readonly host: string;
  /** Port it listens on (the realtime protocol and REST share it). */
  readonly port: number;
  /** The namespace to name in `databaseURL`'s `?ns=`. */
  readonly namespace: string;
}

/** Key under which the firebase-server global setup provides its {@link DatabaseServerContext}. */
export const DATABASE_SERVER_CONTEXT_KEY = 'databaseServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database server started by `@platform/backends/vitest/firebase-server.global-setup`. */
    databaseServer: DatabaseServerContext;
  }
}
