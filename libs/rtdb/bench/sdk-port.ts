import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  endAt,
  endBefore,
  equalTo,
  get,
  getDatabase,
  goOffline,
  goOnline,
  limitToFirst,
  limitToLast,
  onChildAdded,
  onChildChanged,
  onChildMoved,
  onChildRemoved,
  onDisconnect,
  onValue,
  orderByChild,
  orderByKey,
  orderByPriority,
  orderByValue,
  push,
  query,
  ref,
  remove,
  runTransaction,
  set,
  setWithPriority,
  startAfter,
  startAt,
  update,
} from 'firebase/database';

/** The SDK functions behind every method of the port, called directly: the baseline of `adapter-port.ts`. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const db = getDatabase(initializeApp(options));
  const at = ref(db, 'bench/port');
  const stops = [
    onValue(query(at, orderByChild('score'), startAt(1, 'a'), endAt(9, 'z'), limitToFirst(10)), () => undefined),
    onValue(query(at, orderByKey(), startAfter('a'), endBefore('z'), limitToLast(10)), () => undefined),
    onValue(query(at, orderByValue(), equalTo(1)), () => undefined),
    onValue(query(at, orderByPriority()), () => undefined),
    onChildAdded(at, () => undefined),
    onChildChanged(at, () => undefined),
    onChildMoved(at, () => undefined),
    onChildRemoved(at, () => undefined),
    onValue(ref(db, '.info/connected'), () => undefined),
    onValue(ref(db, '.info/serverTimeOffset'), () => undefined),
  ];
  const disconnect = onDisconnect(at);
  const results = await Promise.allSettled([
    get(at),
    set(at, 1),
    setWithPriority(at, 1, 2),
    update(at, { a: 1 }),
    push(at, 1),
    remove(at),
    runTransaction(at, (current: unknown) => current),
    disconnect.set(1),
    disconnect.update({ a: 1 }),
    disconnect.remove(),
    disconnect.cancel(),
  ]);
  goOffline(db);
  goOnline(db);
  stops.forEach((stop) => stop());
  return results;
}
