import { callListener, createSubscribable, type PlatformError } from '@platform/core';
import { goOffline, goOnline, onValue, ref, type Database } from 'firebase/database';
import { toRtdbError, type RtdbErrorCode } from '../rtdb.errors.js';
import type { RtdbPort } from '../rtdb.port.js';
import type { RtdbConnectionState } from '../rtdb.types.js';
import { NOT_CONNECTED, sameConnection } from '../internal/connection.js';
import type { RtdbContext } from './firebase-rtdb.js';

/** The connection part of the port. */
export type RtdbConnection = Pick<RtdbPort, 'currentConnection' | 'watchConnection' | 'goOffline' | 'goOnline'>;

/**
 * The connection state from `.info/connected` and `.info/serverTimeOffset`, watched from the first watcher on until the
 * port is disposed, and `goOffline()`/`goOnline()`.
 */
export function createConnectionState(context: RtdbContext): RtdbConnection {
  const connection = createSubscribable<RtdbConnectionState, PlatformError<RtdbErrorCode>>(NOT_CONNECTED, {
    equals: sameConnection,
  });
  let watching = false;

  const watch = (db: Database): void => {
    if (watching) return;
    watching = true;
    const fail = (error: Error) => connection.fail(toRtdbError(error));
    const offConnected = onValue(
      ref(db, '.info/connected'),
      (snapshot) => connection.emit({ ...connection.get(), connected: snapshot.val() === true }),
      fail,
    );
    const offOffset = onValue(
      ref(db, '.info/serverTimeOffset'),
      (snapshot) => connection.emit({ ...connection.get(), serverTimeOffsetMs: Number(snapshot.val()) || 0 }),
      fail,
    );
    context.track(() => {
      offConnected();
      offOffset();
    });
  };

  return {
    currentConnection: () => connection.get(),
    watchConnection(listener, onError) {
      const unsubscribe = connection.subscribe(listener, onError);
      callListener(listener, connection.get());
      const stopOpening = context.listen(
        () => undefined,
        (db) => {
          watch(db);
          return () => undefined;
        },
        onError,
      );
      return () => {
        stopOpening();
        unsubscribe();
      };
    },
    goOffline: () => context.run(async () => goOffline((await context.open()).db)),
    goOnline: () => context.run(async () => goOnline((await context.open()).db)),
  };
}
