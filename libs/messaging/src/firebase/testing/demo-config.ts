/** A Firebase config for a `demo-*` project: the SDK initializes with it offline, and no request leaves the machine. */
export const DEMO_CONFIG = {
  apiKey: 'demo-api-key',
  authDomain: '127.0.0.1',
  projectId: 'demo-messaging',
  storageBucket: 'demo-messaging.appspot.com',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
} as const;

/**
 * The config of the `n`th app in a test file. The SDK keys its stored token by app id
 * (in one IndexedDB database it opens once per module), so each app gets its own id.
 */
export const demoConfig = (n: number) => ({
  ...DEMO_CONFIG,
  appId: `1:000000000000:web:${n.toString(16).padStart(16, '0')}`,
});
