import type { FirestorePort } from '../firestore.port.js';

/** A port whose query listeners are counted, for measuring what a reader costs. */
export interface QueryMeter {
  /** The port to hand to the code being measured; every other member is the metered port's own. */
  readonly port: FirestorePort;
  /** Query listeners open now (each is one SDK listener on the Firebase adapter). */
  listeners(): number;
  /**
   * Documents the backend sent: the whole result of each listener's first snapshot that is not from the cache,
   * then each document added or modified in later ones (the emulator bills nothing, so this is the proxy).
   */
  reads(): number;
  /** Every open query listener fails with `error` and closes, as when the backend cancels its targets. */
  fail(error: unknown): void;
}

/** Wraps `port` so its query listeners can be counted, and failed on purpose. */
export function meterQueries(port: FirestorePort): QueryMeter {
  const open = new Set<{ readonly fail: (error: unknown) => void }>();
  let reads = 0;
  const onQuery: FirestorePort['onQuery'] = (query, listener, onError) => {
    let fresh = true;
    let stop: () => void = () => undefined;
    const entry = {
      fail: (error: unknown) => {
        open.delete(entry);
        stop();
        onError?.(error as Parameters<NonNullable<typeof onError>>[0]);
      },
    };
    open.add(entry);
    stop = port.onQuery(
      query,
      (snapshot) => {
        if (!snapshot.fromCache) {
          reads += fresh ? snapshot.docs.length : snapshot.changes.filter((change) => change.type !== 'removed').length;
          fresh = false;
        }
        listener(snapshot);
      },
      (error) => {
        open.delete(entry);
        onError?.(error);
      },
    );
    return () => {
      open.delete(entry);
      stop();
    };
  };
  const metered = new Proxy(port, {
    get: (target, name, receiver) => (name === 'onQuery' ? onQuery : Reflect.get(target, name, receiver)),
  });
  return {
    port: metered,
    listeners: () => open.size,
    reads: () => reads,
    fail: (error) => {
      for (const entry of [...open]) entry.fail(error);
    },
  };
}
