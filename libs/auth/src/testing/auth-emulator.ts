import type { FirebaseConfig } from '@platform/core';
import { inject } from 'vitest';

/**
 * The Auth emulator that `tools/backends`' Vitest global setup starts and
 * provides as `inject('authEmulator')`.
 */
export interface ProvidedAuthEmulator {
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
export interface EmulatorOobCode {
  /** The recipient. */
  readonly email: string;
  /** e.g. `PASSWORD_RESET` or `VERIFY_EMAIL`. */
  readonly requestType: string;
  /** The code. */
  readonly oobCode: string;
  /** The link the email would contain. */
  readonly oobLink: string;
}

/** The provided emulator with the emulator-only REST operations the auth tests use. */
export interface AuthEmulator extends ProvidedAuthEmulator {
  /** Deletes every account. */
  reset(): Promise<void>;
  /** The unused out-of-band codes, oldest first. */
  oobCodes(): Promise<readonly EmulatorOobCode[]>;
  /** Updates an account with admin rights, e.g. to enrol second factors or verify the email. */
  updateAccount(localId: string, changes: Readonly<Record<string, unknown>>): Promise<void>;
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
  return {
    ...provided,
    async reset() {
      await call(`${admin}/accounts`, { method: 'DELETE' });
    },
    async oobCodes() {
      const body = (await call(`${admin}/oobCodes`)) as { oobCodes?: EmulatorOobCode[] };
      return body.oobCodes ?? [];
    },
    async updateAccount(localId, changes) {
      await call(
        `${provided.url}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(provided.projectId)}/accounts:update`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
          body: JSON.stringify({ localId, ...changes }),
        },
      );
    },
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
