import type { FirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { defineConfig } from '@platform/remote-config';
import { createFirebaseRemoteConfig } from '@platform/remote-config/firebase';
import type { FirebaseOptions } from 'firebase/app';

/** Every member of the port through the library's Firebase adapter: the bench and the bundle budgets build it. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const config = createFirebaseRemoteConfig({
    app: createFirebaseApp(options as FirebaseConfig),
    schema: defineConfig({ title: 'Welcome' }),
  });
  const stopValues = config.watchValues(() => undefined);
  const stopStatus = config.watchStatus(() => undefined);
  const stopUpdates = config.onConfigUpdate(() => undefined);
  await config.ensureInitialized();
  await config.fetch();
  await config.activate();
  await config.fetchAndActivate();
  const seen = [config.schema, config.getValue('title').value, config.getAll(), config.getStatus()];
  stopValues();
  stopStatus();
  stopUpdates();
  await config.dispose();
  return seen;
}
