import { inject } from 'vitest';

/**
 * What `tools/backends`' Firestore emulator global setup provides as `inject('firestoreEmulator')`: the emulator it
 * started here (or found at `FIRESTORE_EMULATOR_HOST` under `firebase emulators:exec`), or why this machine has none.
 */
type ProvidedFirestoreEmulator =
  | { readonly host: string; readonly port: number; readonly url: string; readonly projectId: string }
  | { readonly unavailable: string };

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulator: ProvidedFirestoreEmulator;
  }
}

const provided = inject('firestoreEmulator') as ProvidedFirestoreEmulator | undefined;

/** The Firestore emulator of this test run, if this machine has one. */
export function firestoreEmulator(): { readonly host: string; readonly port: number } | undefined {
  if (!provided || 'unavailable' in provided) return undefined;
  return { host: provided.host, port: provided.port };
}

/** Why the suites that need the emulator report as skipped here. */
export const NO_EMULATOR =
  provided && 'unavailable' in provided
    ? provided.unavailable
    : 'No Firestore emulator was provided: add the Firestore emulator global setup to vitest.config.mts';

/** The project the emulator serves: the one `firebase emulators:exec --project` names, or the demo one. */
export const emulatorProject = (fallback: string): string => process.env['GCLOUD_PROJECT'] ?? fallback;

/** Replaces the emulator's rules for `projectId` (the contract runs as if it were the app's own backend). */
export async function loadRules(emulator: { host: string; port: number }, projectId: string, rules: string) {
  const response = await fetch(
    `http://${emulator.host}:${String(emulator.port)}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
    },
  );
  if (!response.ok)
    throw new Error(`The emulator refused the rules: ${String(response.status)} ${await response.text()}`);
}

/** Rules that allow everything, for the contract. */
export const OPEN_RULES = `rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow read, write: if true; } } }`;
