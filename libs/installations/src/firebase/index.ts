export { createFirebaseInstallations } from './firebase-installations.facade.js';
export type { FirebaseInstallationsDeps } from './firebase-installations.js';
