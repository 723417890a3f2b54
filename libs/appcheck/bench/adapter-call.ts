import { createFirebaseAppCheck } from '@platform/appcheck/firebase';
import type { FirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import type { FirebaseOptions } from 'firebase/app';

/** One typical call through the library's Firebase adapter, as an app outside the workspace makes it: the bench and the bundle budgets build it. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const appCheck = createFirebaseAppCheck({ app: createFirebaseApp(options as FirebaseConfig) });
  await appCheck.activate({ provider: { kind: 'recaptcha-v3', siteKey: 'bench-site-key' } });
  return appCheck.getToken();
}
