/** A Firebase config for the `demo-faults` project: the SDK needs no credentials for it, and nothing leaves the machine. */
export const FAULTS_CONFIG = {
  apiKey: 'demo-api-key',
  authDomain: '127.0.0.1',
  projectId: 'demo-faults',
  storageBucket: 'demo-faults.appspot.com',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
} as const;
