import type { PlatformServicesOfApp } from './platform';

/** The product's name, shown in the toolbar, the title and the footer. */
export const APP_NAME = 'Kindling';

/** One line on what the product is. */
export const APP_TAGLINE =
  'Typed Firebase adapters for TypeScript apps: the same code on Firebase, on its emulators, or in memory.';

/** The service libraries the app composes, by service name, as the footer names them; one per composed service. */
export const SERVICE_TITLES = {
  auth: 'Authentication',
  appcheck: 'App Check',
  analytics: 'Analytics',
  installations: 'Installations',
  'remote-config': 'Remote Config',
  rtdb: 'Realtime Database',
  storage: 'Storage',
  firestore: 'Firestore',
  messaging: 'Cloud Messaging',
} as const satisfies Record<keyof PlatformServicesOfApp, string>;
