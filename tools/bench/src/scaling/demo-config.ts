import type { FirebaseConfig } from '@platform/core';

/** A demo project's config: the local backends accept any key for a `demo-*` project. */
export const DEMO_CONFIG: FirebaseConfig = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-platform.firebaseapp.com',
  projectId: 'demo-platform',
  storageBucket: 'demo-platform.appspot.com',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
};
