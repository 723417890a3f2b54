import type { FirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseRtdb } from '@platform/rtdb/firebase';
import type { FirebaseOptions } from 'firebase/app';

/** One typical call through the library's Firebase adapter, as an app outside the workspace makes it: the bench and the bundle budgets build it. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  return createFirebaseRtdb({ app: createFirebaseApp(options as FirebaseConfig) }).read('bench/value');
}
