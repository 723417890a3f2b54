/**
 * What {@link MessagingPort.connect} found: the service is ready, or this
 * environment cannot run it (an expected outcome, not an error).
 */
export type MessagingConnection =
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

/** The connection as {@link MessagingPort.watchConnection} reports it: `idle` until the first connection settles. */
export type MessagingConnectionState = { readonly status: 'idle' } | MessagingConnection;

/** Stops a listener; calling it again does nothing. */
export type Unsubscribe = () => void;
