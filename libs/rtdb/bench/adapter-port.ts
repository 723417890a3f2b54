import type { FirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseRtdb } from '@platform/rtdb/firebase';
import type { FirebaseOptions } from 'firebase/app';

/** Every method of the port through the library's Firebase adapter: the bench and the bundle budgets build it. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const rtdb = createFirebaseRtdb({ app: createFirebaseApp(options as FirebaseConfig) });
  const stops = [
    rtdb.onValue('bench/port', () => undefined, undefined, {
      orderBy: { by: 'child', path: 'score' },
      limitToFirst: 10,
    }),
    rtdb.onChild('bench/port', () => undefined),
    rtdb.watchConnection(() => undefined),
  ];
  const disconnect = rtdb.onDisconnect('bench/port');
  const results = await Promise.allSettled([
    rtdb.read('bench/port'),
    rtdb.set('bench/port', 1, { priority: 2 }),
    rtdb.update('bench/port', { a: 1 }),
    rtdb.push('bench/port', 1),
    rtdb.remove('bench/port'),
    rtdb.transaction('bench/port', (current) => current),
    disconnect.set(1),
    disconnect.update({ a: 1 }),
    disconnect.remove(),
    disconnect.cancel(),
  ]);
  const connection = rtdb.currentConnection();
  await Promise.allSettled([rtdb.goOffline(), rtdb.goOnline()]);
  stops.forEach((stop) => stop());
  await rtdb.dispose();
  return { results, connection };
}
