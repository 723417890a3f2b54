import { callListener, createSubscribable, type PlatformError } from '@platform/core';
import {
  goOffline,
  goOnline,
  onChildAdded,
  onChildChanged,
  onChildMoved,
  onChildRemoved,
  onValue,
  query,
  ref,
  type DataSnapshot,
  type Database,
} from 'firebase/database';
import { toRtdbError, type RtdbErrorCode } from '../rtdb.errors.js';
import type { RtdbErrorListener, RtdbPort } from '../rtdb.port.js';
import type { RtdbConnectionState, RtdbQuery, Unsubscribe } from '../rtdb.types.js';
import { NOT_CONNECTED, sameConnection } from '../internal/connection.js';
import { locationOf, parsePath } from '../internal/path.js';
import { assertQuery } from '../internal/query-check.js';
import type { RtdbContext } from './firebase-rtdb.js';
import { queryConstraints } from './query-constraints.js';
import { snapshotOf } from './snapshot.js';

/** The listening part of the port, with the realtime connection it listens on. */
export type RtdbListeners = Pick<
  RtdbPort,
  'onValue' | 'onChild' | 'currentConnection' | 'watchConnection' | 'goOffline' | 'goOnline'
>;

// A removed child's event has no previous key: the SDK calls its callback with the snapshot alone.
const CHILD_EVENTS = [
  [onChildAdded, 'added'],
  [onChildChanged, 'changed'],
  [onChildMoved, 'moved'],
  [onChildRemoved, 'removed'],
] as const;

/**
 * `onValue()`, `onChild()` and the connection state: SDK listeners opened once the database is open, closed by
 * their unsubscribe or by the port's `dispose()`; bad input and failures reach `onError`.
 */
export function createListeners(context: RtdbContext): RtdbListeners {
  const connection = createSubscribable<RtdbConnectionState, PlatformError<RtdbErrorCode>>(NOT_CONNECTED, {
    equals: sameConnection,
  });
  let watchingConnection = false;

  const listen = (
    check: () => void,
    attach: (db: Database) => Unsubscribe,
    onError: RtdbErrorListener | undefined,
  ): Unsubscribe => {
    let active = true;
    let detach: Unsubscribe | undefined;
    const stop = () => {
      active = false;
      untrack();
      detach?.();
    };
    const untrack = context.track(stop);
    const fail = (error: unknown) => {
      if (!active) return;
      stop();
      onError && callListener(onError, toRtdbError(error));
    };
    Promise.resolve()
      .then(() => {
        check();
        return context.open();
      })
      .then(({ db }) => {
        if (active) detach = attach(db);
      })
      .catch(fail);
    return stop;
  };
  const target = (db: Database, path: string, where: RtdbQuery | undefined) =>
    query(ref(db, locationOf(path)), ...queryConstraints(where));
  const checkListener = (path: string, where: RtdbQuery | undefined) => () => assertQuery(where, parsePath(path));

  const watchConnectionState = (db: Database): void => {
    if (watchingConnection) return;
    watchingConnection = true;
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
    onValue: (path, listener, onError, where) =>
      listen(
        checkListener(path, where),
        (db) =>
          onValue(
            target(db, path, where),
            (snapshot) => callListener(listener, snapshotOf(snapshot)),
            (error) => onError && callListener(onError, toRtdbError(error)),
          ),
        onError,
      ),
    onChild: (path, listener, onError, where) =>
      listen(
        checkListener(path, where),
        (db) => {
          const at = target(db, path, where);
          let failed = false;
          const fail = (error: Error) => {
            if (failed) return;
            failed = true;
            onError && callListener(onError, toRtdbError(error));
          };
          const stops = CHILD_EVENTS.map(([on, type]) =>
            on(
              at,
              (snapshot: DataSnapshot, previousKey?: string | null) =>
                callListener(listener, {
                  type,
                  key: snapshot.key as string,
                  value: snapshot.val(),
                  previousKey: previousKey ?? null,
                }),
              fail,
            ),
          );
          return () => stops.forEach((stop) => stop());
        },
        onError,
      ),
    currentConnection: () => connection.get(),
    watchConnection(listener, onError) {
      const unsubscribe = connection.subscribe(listener, onError);
      callListener(listener, connection.get());
      const stopOpening = listen(
        () => undefined,
        (db) => {
          watchConnectionState(db);
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
