import { APP_ERROR_MESSAGES } from '../errors/core.errors.js';
import { defineErrors } from '../errors/error-catalog.js';
import { createFirebaseErrorMapper } from '../errors/firebase-error-mapping.js';

/** The `core/*` errors of an app handle: the part of `coreErrors` an app that only starts Firebase ships. */
export const appErrors = /* @__PURE__ */ defineErrors('core', APP_ERROR_MESSAGES);

/** Maps the SDK's `app/*` errors (missing app, deleted app, duplicate app…) to `core/*` codes. */
export const mapAppError = /* @__PURE__ */ createFirebaseErrorMapper({
  catalog: appErrors,
  codes: {
    'app/no-app': 'core/no-app',
    'app/app-deleted': 'core/app-deleted',
    'app/duplicate-app': 'core/duplicate-app',
    'app/bad-app-name': 'core/invalid-argument',
    'app/invalid-app-argument': 'core/invalid-argument',
    'app/no-options': 'core/invalid-config',
  },
  fallback: 'core/unknown',
});
