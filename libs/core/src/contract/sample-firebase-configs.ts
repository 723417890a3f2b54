/**
 * Every `VITE_FIREBASE_*` variable a production build reads, with made-up values shaped like a real project's, in
 * the order the settings name them.
 */
export const SAMPLE_FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSyD-abcdefghijklmnopqrstuvwxyz01234',
  VITE_FIREBASE_AUTH_DOMAIN: 'kindling-app.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'kindling-app',
  VITE_FIREBASE_STORAGE_BUCKET: 'kindling-app.firebasestorage.app',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abc123def456',
} as const;

/** A Firebase config for the `demo-platform` project: the SDK initializes with it offline and reaches no real project. */
export const DEMO_FIREBASE_CONFIG = {
  apiKey: 'demo-api-key',
  authDomain: '127.0.0.1',
  projectId: 'demo-platform',
  storageBucket: 'demo-platform.appspot.com',
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
} as const;
