import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { fetchAndActivate, getRemoteConfig, getValue } from 'firebase/remote-config';

/** The same call made directly on the Firebase SDK: the baseline the adapter's bytes are compared with. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const config = getRemoteConfig(initializeApp(options));
  config.defaultConfig = { title: 'Welcome' };
  await fetchAndActivate(config);
  return getValue(config, 'title').asString();
}
