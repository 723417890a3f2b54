import { createFirebaseAppCheck } from '@platform/appcheck/firebase';
import type { FirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import type { FirebaseOptions } from 'firebase/app';

/** Every method of the port through the library's Firebase adapter: the bundle budgets build it to price the whole port. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const appCheck = createFirebaseAppCheck({ app: createFirebaseApp(options as FirebaseConfig) });
  const stop = appCheck.onTokenChanged(() => undefined);
  await appCheck.activate({ provider: { kind: 'recaptcha-v3', siteKey: 'bench-site-key' } });
  const token = await appCheck.getToken();
  const limited = await appCheck.getToken({ limitedUse: true });
  await appCheck.setAutoRefresh(true);
  stop();
  await appCheck.dispose();
  return [token, limited];
}
