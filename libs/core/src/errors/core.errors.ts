import { defineErrors } from './error-catalog.js';

/** The messages of the errors an app handle can raise, which it ships without the rest of {@link coreErrors}. */
export const APP_ERROR_MESSAGES = {
  'core/invalid-config': 'This app is not set up correctly. Please contact its developer.',
  'core/no-app': 'The app has not started. Reload the page to start again.',
  'core/app-deleted': 'The app has stopped. Reload the page to start again.',
  'core/duplicate-app': 'This app is set up twice in different ways. Please contact its developer.',
  'core/invalid-argument': 'An argument passed to the platform is invalid.',
  'core/unknown': 'Something went wrong. Please try again.',
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
