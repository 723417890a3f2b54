import { installationsErrors } from '../installations.errors.js';
import { serverError, type InstallationsRequest } from '../internal/server-replies.js';
import type { StoredToken } from './memory-installations-storage.js';

/** The lifetime the real server gives auth tokens: 7 days (`expiresIn: "604800s"`). */
export const DEFAULT_TOKEN_LIFETIME_MS = 604_800_000;

/** A registered installation, as the server answers a `create`. */
export interface Registration {
  /** The installation's Firebase installation ID. */
  readonly fid: string;
  /** The long-lived token the installation trades for new auth tokens. */
  readonly refreshToken: string;
  /** The auth token issued with the registration. */
  readonly token: StoredToken;
}

/** A simulated Installations server: it registers installations and issues their tokens. */
export interface MemoryInstallationsServer {
  /** The token lifetime it grants, in milliseconds. */
  readonly tokenLifetimeMs: number;
  /** Registers `fid`; rejects with `installations/request-failed` when refused. */
  create(fid: string): Registration;
  /** Issues a new token for a registered installation; a forgotten one is refused with 404. */
  generateToken(fid: string, refreshToken: string): StoredToken;
  /** Deletes a registered installation. */
  remove(fid: string, refreshToken: string): void;
  /** Registers an installation created elsewhere (another tab), without a request. */
  adopt(fid: string): Registration;
  /** Forgets an installation, as the server does with one deleted from the console. */
  forget(fid: string): void;
  /** Answers the next request with this HTTP error status (5xx is retried once, as the SDK does). */
  refuseNext(status: number): void;
  /** Every request it received, in order. */
  requests(): readonly InstallationsRequest[];
}

const REQUEST_NAMES = {
  create: 'Create Installation',
  'generate-token': 'Generate Auth Token',
  delete: 'Delete Installation',
};

/** Creates a server that issues tokens living `tokenLifetimeMs` on the time `now` gives. */
export function createMemoryInstallationsServer(
  now: () => number,
  tokenLifetimeMs = DEFAULT_TOKEN_LIFETIME_MS,
): MemoryInstallationsServer {
  const refreshTokens = new Map<string, string>();
  const received: InstallationsRequest[] = [];
  const refusals: number[] = [];
  let issued = 0;

  const issue = (): StoredToken => {
    issued += 1;
    return { token: `memory-installations-token.${issued}`, issuedAt: now(), expiresAt: now() + tokenLifetimeMs };
  };
  const receive = (request: InstallationsRequest, known = true) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      received.push(request);
      const status = refusals.shift() ?? (known ? undefined : 404);
      if (status === undefined) return;
      if (status < 500 || attempt === 1) {
        const { code, message, status: serverStatus } = serverError(status);
        throw installationsErrors.create('installations/request-failed', {
          customData: {
            requestName: REQUEST_NAMES[request.kind],
            serverCode: code,
            serverMessage: message,
            serverStatus,
          },
        });
      }
    }
  };
  const isKnown = (fid: string, refreshToken: string) => refreshTokens.get(fid) === refreshToken;
  const adopt = (fid: string): Registration => {
    const refreshToken = `memory-refresh-token.${fid}`;
    refreshTokens.set(fid, refreshToken);
    return { fid, refreshToken, token: issue() };
  };

  return {
    tokenLifetimeMs,
    create(fid) {
      receive({ kind: 'create', fid });
      return adopt(fid);
    },
    generateToken(fid, refreshToken) {
      receive({ kind: 'generate-token', fid }, isKnown(fid, refreshToken));
      return issue();
    },
    remove(fid, refreshToken) {
      receive({ kind: 'delete', fid }, isKnown(fid, refreshToken));
      refreshTokens.delete(fid);
    },
    adopt,
    forget(fid) {
      refreshTokens.delete(fid);
    },
    refuseNext(status) {
      refusals.push(status);
    },
    requests: () => [...received],
  };
}
