/** The measurement id in the app's local Firebase config, which the SDK falls back to. */
export const LOCAL_MEASUREMENT_ID = 'G-LOCAL00001';

/** The measurement id the fake web-config endpoint serves. */
export const SERVER_MEASUREMENT_ID = 'G-SERVER0001';

let apps = 0;

/** A Firebase config for a `demo-*` project, with an app id of its own each call so no SDK state is shared. */
export function demoConfig() {
  apps += 1;
  const appNumber = String(apps).padStart(16, '0');
  return {
    apiKey: 'demo-api-key',
    authDomain: '127.0.0.1',
    projectId: 'demo-analytics',
    storageBucket: 'demo-analytics.appspot.com',
    messagingSenderId: '000000000000',
    appId: `1:000000000000:web:${appNumber}`,
    measurementId: LOCAL_MEASUREMENT_ID,
  };
}
