import type { EnvSource } from '@platform/core';

/**
 * The variables the app reads, each named on its own so that Vite inlines only these: handing
 * `import.meta.env` over whole would inline every `VITE_*` variable into the bundle. A production
 * build leaves the App Check debug token out, so it can never ship; the debug flag stays, so that
 * the settings can refuse it there.
 */
export const appEnv: EnvSource = {
  PROD: import.meta.env.PROD,
  VITE_PLATFORM_DRIVER: import.meta.env.VITE_PLATFORM_DRIVER,
  VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
  VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  VITE_FIREBASE_STORAGE_BUCKET: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET,
  VITE_FIREBASE_MESSAGING_SENDER_ID: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
  VITE_FIREBASE_MEASUREMENT_ID: import.meta.env.VITE_FIREBASE_MEASUREMENT_ID,
  VITE_FIREBASE_DATABASE_URL: import.meta.env.VITE_FIREBASE_DATABASE_URL,
  VITE_FIREBASE_VAPID_KEY: import.meta.env.VITE_FIREBASE_VAPID_KEY,
  VITE_EMULATOR_HOST: import.meta.env.VITE_EMULATOR_HOST,
  VITE_EMULATOR_AUTH_PORT: import.meta.env.VITE_EMULATOR_AUTH_PORT,
  VITE_EMULATOR_FIRESTORE_PORT: import.meta.env.VITE_EMULATOR_FIRESTORE_PORT,
  VITE_EMULATOR_DATABASE_PORT: import.meta.env.VITE_EMULATOR_DATABASE_PORT,
  VITE_EMULATOR_STORAGE_PORT: import.meta.env.VITE_EMULATOR_STORAGE_PORT,
  VITE_APPCHECK_SITE_KEY: import.meta.env.VITE_APPCHECK_SITE_KEY,
  VITE_APPCHECK_RECAPTCHA: import.meta.env.VITE_APPCHECK_RECAPTCHA,
  VITE_APPCHECK_DEBUG: import.meta.env.VITE_APPCHECK_DEBUG,
  VITE_APPCHECK_DEBUG_TOKEN: import.meta.env.PROD ? undefined : import.meta.env.VITE_APPCHECK_DEBUG_TOKEN,
};
