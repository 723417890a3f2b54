/** A Firebase config for a `demo-*` project that only the fake exchange answers for. */
export const DEMO_CONFIG = {
  apiKey: 'demo-api-key',
  authDomain: '127.0.0.1',
  projectId: 'demo-appcheck',
  storageBucket: 'demo-appcheck.appspot.com',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
} as const;
