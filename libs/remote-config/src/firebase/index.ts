export { createFirebaseRemoteConfig } from './firebase-remote-config.facade.js';
export type { FirebaseRemoteConfigDeps } from './firebase-remote-config.js';
