/** A safety net for a hung request, not a speed limit: an emulator on a busy machine can take many seconds to answer. */
const ADMIN_REQUEST_LIMIT_MS = 60_000;

/** An out-of-band code the Auth emulator "sent", e.g. a password reset or email verification. */
export interface OobCode {
  /** Recipient of the email. */
  readonly email: string;
  /** What the code is for, e.g. `PASSWORD_RESET` or `VERIFY_EMAIL`. */
  readonly requestType: string;
  /** The code itself, as passed to `confirmPasswordReset` or `applyActionCode`. */
  readonly oobCode: string;
  /** The link the email would have contained. */
  readonly oobLink: string;
}

/** Where an Auth emulator listens and which project it serves. */
export interface AuthEmulatorTarget {
  /** Base URL, e.g. `http://127.0.0.1:9099`. */
  readonly url: string;
  /** Project id the emulator serves. */
  readonly projectId: string;
}

/** Emulator-only operations on the Auth emulator's data. */
export interface AuthEmulatorAdmin {
  /** Deletes every account of the project. */
  reset(): Promise<void>;
  /** Lists the out-of-band codes sent so far, oldest first. */
  oobCodes(): Promise<OobCode[]>;
}

async function call(target: AuthEmulatorTarget, method: 'DELETE' | 'GET', resource: string): Promise<unknown> {
  const url = `${target.url}/emulator/v1/projects/${encodeURIComponent(target.projectId)}/${resource}`;
  const response = await fetch(url, { method, signal: AbortSignal.timeout(ADMIN_REQUEST_LIMIT_MS) });
  const body = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${url} failed with HTTP ${response.status}: ${body}`);
  }
  return body ? JSON.parse(body) : {};
}

/** Creates the emulator-only REST operations for the Auth emulator at `target`. */
export function createAuthEmulatorAdmin(target: AuthEmulatorTarget): AuthEmulatorAdmin {
  return {
    async reset() {
      await call(target, 'DELETE', 'accounts');
    },
    async oobCodes() {
      const body = (await call(target, 'GET', 'oobCodes')) as { oobCodes?: OobCode[] };
      return body.oobCodes ?? [];
    },
  };
}
