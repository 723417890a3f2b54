import type { FirebaseApp } from 'firebase/app';
import { mapAppError } from './app-errors.js';

/** The already-initialized app named `name`, or a `core/no-app` error. Loads `firebase/app` on the call. */
export async function getExistingFirebaseApp(name = '[DEFAULT]'): Promise<FirebaseApp> {
  const { getApp } = await import('./app-sdk.js');
  try {
    return getApp(name);
  } catch (error) {
    throw mapAppError(error);
  }
}
