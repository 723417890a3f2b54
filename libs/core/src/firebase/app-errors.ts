import { coreErrors } from '../errors/core.errors.js';
import { createFirebaseErrorMapper } from '../errors/firebase-error-mapping.js';

/** Maps the SDK's `app/*` errors (missing app, deleted app, duplicate app…) to `core/*` codes. */
export const mapAppError = createFirebaseErrorMapper({
  catalog: coreErrors,
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
