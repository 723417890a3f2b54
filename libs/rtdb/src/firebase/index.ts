export { createFirebaseRtdb } from './firebase-rtdb.facade.js';
export type { FirebaseRtdbDeps } from './firebase-rtdb.js';
export type { RestRetryOptions } from './rest-read.js';
