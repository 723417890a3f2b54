import { callListener } from '@platform/core';
import {
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
import { toRtdbError } from '../rtdb.errors.js';
import type { RtdbPort } from '../rtdb.port.js';
import type { RtdbQuery } from '../rtdb.types.js';
import { locationOf, parsePath } from '../internal/path.js';
import { assertQuery } from '../internal/query-check.js';
import type { RtdbContext } from './firebase-rtdb.js';
import { queryConstraints } from './query-constraints.js';
import { snapshotOf } from './snapshot.js';

// A removed child's event has no previous key: the SDK calls its callback with the snapshot alone.
const CHILD_EVENTS = [
  [onChildAdded, 'added'],
  [onChildChanged, 'changed'],
  [onChildMoved, 'moved'],
  [onChildRemoved, 'removed'],
] as const;

/**
 * `onValue()` and `onChild()`: the path and query checked as the SDK checks them, then SDK listeners opened once the
 * database is open, closed by their unsubscribe or by the port's `dispose()`; bad input and failures reach `onError`.
 */
export function createListeners(context: RtdbContext): Pick<RtdbPort, 'onValue' | 'onChild'> {
  const target = (db: Database, path: string, where: RtdbQuery | undefined) =>
    query(ref(db, locationOf(path)), ...queryConstraints(where));
  const checkListener = (path: string, where: RtdbQuery | undefined) => () => assertQuery(where, parsePath(path));

  return {
    onValue: (path, listener, onError, where) =>
      context.listen(
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
      context.listen(
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
  };
}
