/**
 * What {@link FirestorePort.connect} found: the service is ready, or this
 * environment cannot run it (an expected outcome, not an error).
 */
export type FirestoreConnection =
  | {
      /** The service is ready for the app. */
      readonly status: 'connected';
      /** When it first connected, in epoch milliseconds. */
      readonly connectedAt: number;
    }
  | {
      /** This environment cannot run the service, e.g. it lacks IndexedDB, cookies or service workers. */
      readonly status: 'unsupported';
    };

/** The connection as {@link FirestorePort.watchConnection} reports it: `idle` until the first connection settles. */
export type FirestoreConnectionState = { readonly status: 'idle' } | FirestoreConnection;

/** Stops a listener; calling it again does nothing. */
export type Unsubscribe = () => void;
