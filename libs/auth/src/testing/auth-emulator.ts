import type { FirebaseConfig } from '@platform/core';
import { inject } from 'vitest';

/**
 * The Auth emulator that `tools/backends`' Vitest global setup starts and
 * provides as `inject('authEmulator')`.
 */
interface ProvidedAuthEmulator {
  /** Where it listens, e.g. `127.0.0.1`. */
  readonly host: string;
  /** Its port. */
  readonly port: number;
  /** e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** `host:port`, as in `FIREBASE_AUTH_EMULATOR_HOST`. */
  readonly emulatorHost: string;
  /** The project it serves. */
  readonly projectId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulator: ProvidedAuthEmulator;
  }
}

/** An out-of-band email as the emulator records it. */
interface EmulatorOobCode {
  /** The recipient; for `VERIFY_AND_CHANGE_EMAIL`, the account's current address. */
  readonly email: string;
  /** For `VERIFY_AND_CHANGE_EMAIL`: the new address, which the link is sent to. */
  readonly newEmail?: string;
  /** e.g. `PASSWORD_RESET`, `VERIFY_EMAIL` or `VERIFY_AND_CHANGE_EMAIL`. */
  readonly requestType: string;
  /** The code. */
  readonly oobCode: string;
  /** The link the email would contain. */
  readonly oobLink: string;
}

/** An SMS code as the emulator records it. */
interface EmulatorVerificationCode {
  /** The recipient, E.164. */
  readonly phoneNumber: string;
  /** The six-digit code. */
  readonly code: string;
  /** The session it belongs to. */
  readonly sessionInfo: string;
}

/** The provided emulator with the emulator-only REST operations the auth tests use. */
export interface AuthEmulator extends ProvidedAuthEmulator {
  /** Deletes every account. */
  reset(): Promise<void>;
  /** The unused out-of-band codes, oldest first. */
  oobCodes(): Promise<readonly EmulatorOobCode[]>;
  /** Every SMS code sent (phone sign-in, enrolment and second factors), oldest first. */
  verificationCodes(): Promise<readonly EmulatorVerificationCode[]>;
  /** The latest SMS code sent to `phoneNumber`; fails if there is none. */
  lastVerificationCode(phoneNumber: string): Promise<string>;
  /** Updates an account with admin rights, e.g. to enrol second factors or verify the email. */
  updateAccount(localId: string, changes: Readonly<Record<string, unknown>>): Promise<void>;
  /** Sets an account's custom claims, as the Admin SDK's `setCustomUserClaims` does. */
  setCustomClaims(localId: string, claims: Readonly<Record<string, unknown>>): Promise<void>;
}

async function call(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} failed with HTTP ${response.status}: ${body}`);
  return body ? JSON.parse(body) : {};
}

/** The Auth emulator of this test project; fails if the project has no emulator global setup. */
export function injectAuthEmulator(): AuthEmulator {
  const provided = inject('authEmulator');
  if (!provided)
    throw new Error('No Auth emulator was provided; add the auth-emulator global setup to this Vitest project.');
  const admin = `${provided.url}/emulator/v1/projects/${encodeURIComponent(provided.projectId)}`;
  const updateAccount = async (localId: string, changes: Readonly<Record<string, unknown>>) => {
    await call(
      `${provided.url}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(provided.projectId)}/accounts:update`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId, ...changes }),
      },
    );
  };
  const verificationCodes = async () => {
    const body = (await call(`${admin}/verificationCodes`)) as { verificationCodes?: EmulatorVerificationCode[] };
    return body.verificationCodes ?? [];
  };
  return {
    ...provided,
    async reset() {
      await call(`${admin}/accounts`, { method: 'DELETE' });
    },
    async oobCodes() {
      const body = (await call(`${admin}/oobCodes`)) as { oobCodes?: EmulatorOobCode[] };
      return body.oobCodes ?? [];
    },
    verificationCodes,
    async lastVerificationCode(phoneNumber) {
      const sent = (await verificationCodes()).filter((c) => c.phoneNumber === phoneNumber).at(-1);
      if (!sent) throw new Error(`No SMS code was sent to ${phoneNumber}.`);
      return sent.code;
    },
    updateAccount,
    setCustomClaims: (localId, claims) => updateAccount(localId, { customAttributes: JSON.stringify(claims) }),
  };
}

/** A Firebase web config for an emulator project; the emulator accepts any API key. */
export function emulatorFirebaseConfig(projectId: string): FirebaseConfig {
  return {
    apiKey: 'demo-api-key',
    authDomain: '127.0.0.1',
    projectId,
    storageBucket: `${projectId}.appspot.com`,
    messagingSenderId: '000000000000',
    appId: '1:000000000000:web:0000000000000000',
  };
}
