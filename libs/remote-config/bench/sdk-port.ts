import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  activate,
  ensureInitialized,
  fetchAndActivate,
  fetchConfig,
  getAll,
  getRemoteConfig,
  getValue,
  onConfigUpdate,
} from 'firebase/remote-config';

/** The same calls made directly on the Firebase SDK: the baseline the adapter's whole port is compared with. */
export default async function run(options: FirebaseOptions): Promise<unknown> {
  const config = getRemoteConfig(initializeApp(options));
  config.defaultConfig = { title: 'Welcome' };
  const stop = onConfigUpdate(config, { next: () => undefined, error: () => undefined, complete: () => undefined });
  await ensureInitialized(config);
  await fetchConfig(config);
  await activate(config);
  await fetchAndActivate(config);
  const seen = [getValue(config, 'title').asString(), getAll(config), config.lastFetchStatus, config.fetchTimeMillis];
  stop();
  return seen;
}
