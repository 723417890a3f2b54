/** A safety net for a hung request, not a speed limit: an emulator on a busy machine can take many seconds to answer. */
const ADMIN_REQUEST_LIMIT_MS = 60_000;

/** Where a Firestore emulator listens and which project it serves. */
export interface FirestoreEmulatorTarget {
  /** Base URL, e.g. `http://127.0.0.1:8080`. */
  readonly url: string;
  /** Project id whose data and rules the operations touch. */
  readonly projectId: string;
}

/** Emulator-only operations on a Firestore emulator's project. */
export interface FirestoreEmulatorAdmin {
  /** Deletes every document of the project's default database. */
  reset(): Promise<void>;
  /** Replaces the project's security rules with `rules` (the text of a `firestore.rules`). */
  loadRules(rules: string): Promise<void>;
}

async function call(target: FirestoreEmulatorTarget, method: 'DELETE' | 'PUT', path: string, body?: string) {
  const url = `${target.url}/emulator/v1/projects/${encodeURIComponent(target.projectId)}${path}`;
  const response = await fetch(url, { method, body, signal: AbortSignal.timeout(ADMIN_REQUEST_LIMIT_MS) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} failed with HTTP ${response.status}: ${text}`);
}

/** Creates the emulator-only REST operations for the Firestore emulator at `target`. */
export function createFirestoreEmulatorAdmin(target: FirestoreEmulatorTarget): FirestoreEmulatorAdmin {
  return {
    reset: () => call(target, 'DELETE', '/databases/(default)/documents'),
    loadRules: (rules) =>
      call(target, 'PUT', ':securityRules', JSON.stringify({ rules: { files: [{ content: rules }] } })),
  };
}
