/** A Firebase config for a `demo-*` project: the SDK initializes with it offline, and no request leaves the machine. */
export const DEMO_CONFIG = {
  apiKey: 'demo-api-key',
  authDomain: '127.0.0.1',
  projectId: 'demo-firestore',
  storageBucket: 'demo-firestore.appspot.com',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
} as const;
