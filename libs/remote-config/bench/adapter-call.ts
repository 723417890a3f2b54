import type { FirebaseConfig } from '@platform/core';
import { createFirebaseApp } from '@platform/core/firebase';
import { defineConfig } from '@platform/remote-config';
import { createFirebaseRemoteConfig } from '@platform/remote-config/firebase';
import type { FirebaseOptions } from 'firebase/app';

/** One typical call through the library's Firebase adapter, as an app outside the workspace makes it: the bench and the bundle budgets build it. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const config = createFirebaseRemoteConfig({
    app: createFirebaseApp(options as FirebaseConfig),
    schema: defineConfig({ title: 'Welcome' }),
  });
  await config.fetchAndActivate();
  return config.getValue('title').value;
}
