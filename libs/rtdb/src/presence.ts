import type { RtdbErrorListener, RtdbPort } from './rtdb.port.js';
import type { Unsubscribe } from './rtdb.types.js';
import { serverTimestamp } from './server-values.js';

/** Options for {@link trackPresence}. */
export interface PresenceOptions {
  /** Hears a failed presence write or connection listener. */
  readonly onError?: RtdbErrorListener;
}

/**
 * The classic presence pattern: while connected, `path` holds `{ online: true, lastSeen }`; when the connection
 * drops, the server writes `{ online: false, lastSeen }` with its own time. Each reconnection queues the disconnect
 * write first, then marks the user online. The returned function stops tracking and marks the user offline.
 *
 * @example
 * const stop = trackPresence(rtdb, `status/${uid}`);
 */
export function trackPresence(port: RtdbPort, path: string, { onError }: PresenceOptions = {}): Unsubscribe {
  const offline = () => ({ online: false, lastSeen: serverTimestamp() });
  const report = (work: Promise<void>) =>
    work.catch((error: unknown) => onError?.(error as Parameters<RtdbErrorListener>[0]));
  const stopWatching = port.watchConnection((state) => {
    if (!state.connected) return;
    report(
      port
        .onDisconnect(path)
        .set(offline())
        .then(() => port.set(path, { online: true, lastSeen: serverTimestamp() })),
    );
  }, onError);
  return () => {
    stopWatching();
    report(
      port
        .onDisconnect(path)
        .cancel()
        .then(() => port.set(path, offline())),
    );
  };
}
