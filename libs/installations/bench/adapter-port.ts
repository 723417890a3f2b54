import type { FirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { createFirebaseInstallations } from '@platform/installations/firebase';
import type { FirebaseOptions } from 'firebase/app';

/** Every method of the port through the library's Firebase adapter: the bundle budgets build it to price the whole port. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const installations = createFirebaseInstallations({ app: createFirebaseApp(options as FirebaseConfig) });
  const stop = installations.onIdChange(() => undefined);
  const id = await installations.getId();
  const token = await installations.getToken({ forceRefresh: true });
  await installations.delete();
  stop();
  await installations.dispose();
  return [id, token];
}
