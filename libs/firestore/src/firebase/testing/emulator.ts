/** The Firestore emulator named by `FIRESTORE_EMULATOR_HOST` (set by `firebase emulators:exec`), if any. */
export function firestoreEmulator(): { readonly host: string; readonly port: number } | undefined {
  const named = process.env['FIRESTORE_EMULATOR_HOST'];
  if (!named) return undefined;
  const [host = '127.0.0.1', port = '8080'] = named.split(':');
  return { host, port: Number(port) };
}

/** Why the suites that need the emulator report as skipped here. */
export const NO_EMULATOR =
  'FIRESTORE_EMULATOR_HOST is not set: the Firestore emulator needs Java 21 and runs in the GitHub workflow';

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
