import { defineErrors } from './error-catalog.js';

/** The messages of the errors an app handle can raise, which it ships without the rest of {@link coreErrors}. */
export const APP_ERROR_MESSAGES = {
  'core/invalid-config':
    'The Firebase configuration is missing or invalid. Set the listed VITE_FIREBASE_* variables, or set VITE_PLATFORM_DRIVER=memory.',
  'core/no-app': 'No Firebase app has been created. Create the app before using a service.',
  'core/app-deleted': 'The Firebase app has been deleted. Create a new one before using a service.',
  'core/duplicate-app': 'A Firebase app with this name already exists with different options.',
  'core/invalid-argument': 'An argument passed to the platform is invalid.',
  'core/unknown': 'An unexpected error occurred in the platform core.',
} as const;

/** The errors `@platform/core` itself can raise. */
export const coreErrors = /* @__PURE__ */ defineErrors('core', {
  ...APP_ERROR_MESSAGES,
  'core/invalid-driver': 'The driver must be one of "memory", "emulator" or "firebase".',
  'core/timeout': 'The operation did not finish in time.',
  'core/aborted': 'The operation was cancelled.',
});

/** Every code in {@link coreErrors}. */
export type CoreErrorCode = keyof typeof coreErrors.messages;
