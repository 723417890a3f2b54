import { http, HttpResponse, type HttpHandler } from 'msw';
import { serverError, type InstallationsRequest } from '../../internal/server-replies.js';

/** The Installations API host. */
const INSTALLATIONS_ORIGIN = 'https://firebaseinstallations.googleapis.com';

const INSTALLATIONS_PATH = /^\/v1\/projects\/([^/]+)\/installations(?:\/([^/]+))?(?:\/authTokens:generate)?$/;

/** One request the fake server received, with what it was sent. */
interface ReceivedRequest extends InstallationsRequest {
  /** The project in the URL. */
  readonly projectId: string;
  /** The `x-goog-api-key` header. */
  readonly apiKey: string | null;
  /** The `Authorization` header (`FIS_v2 <refresh token>` on token and delete requests). */
  readonly authorization: string | null;
  /** The JSON body as sent, if any. */
  readonly body: Readonly<Record<string, unknown>>;
}

/** A fake Installations API for msw, answering like the real one. */
export interface InstallationsServer {
  /** The msw handlers to install. */
  readonly handlers: readonly HttpHandler[];
  /** The token lifetime it grants, in seconds. */
  readonly ttlSeconds: number;
  /** Every request received, in order. */
  received(): readonly ReceivedRequest[];
  /** Answers the next request with this HTTP error status. */
  refuseNext(status: number): void;
  /** Holds the next reply until the returned function is called. */
  holdNext(): () => void;
  /** Registers an installation another tab created, returning its refresh token. */
  adopt(fid: string): string;
  /** Forgets an installation: its token and delete requests get 404. */
  forget(fid: string): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const refused = (status: number) => HttpResponse.json({ error: serverError(status) }, { status });

/** Creates the fake server; tokens live `ttlSeconds` (7 days, as the real server's, by default). */
export function createInstallationsServer({ ttlSeconds = 604_800 } = {}): InstallationsServer {
  const refreshTokens = new Map<string, string>();
  const received: ReceivedRequest[] = [];
  const refusals: number[] = [];
  const holds: Promise<void>[] = [];
  let issued = 0;

  const authToken = () => {
    issued += 1;
    return { token: `fis-auth-token.${issued}`, expiresIn: `${ttlSeconds}s` };
  };
  const adopt = (fid: string) => {
    const refreshToken = `fis-refresh-token.${fid}`;
    refreshTokens.set(fid, refreshToken);
    return refreshToken;
  };

  const handler = http.all(`${INSTALLATIONS_ORIGIN}/v1/projects/*`, async ({ request }) => {
    const url = new URL(request.url);
    const [, projectId = '', pathFid] = INSTALLATIONS_PATH.exec(url.pathname) ?? [];
    const generate = url.pathname.endsWith('/authTokens:generate');
    const kind = request.method === 'DELETE' ? 'delete' : generate ? 'generate-token' : 'create';
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : {};
    const fields = isRecord(body) ? body : {};
    const fid = pathFid ?? String(fields['fid'] ?? '');
    const authorization = request.headers.get('authorization');
    received.push({ kind, fid, projectId, apiKey: request.headers.get('x-goog-api-key'), authorization, body: fields });
    await holds.shift();

    const status = refusals.shift();
    if (status !== undefined) return refused(status);
    if (kind === 'create') {
      return HttpResponse.json({
        name: `projects/${projectId}/installations/${fid}`,
        fid,
        refreshToken: adopt(fid),
        authToken: authToken(),
      });
    }
    const known = refreshTokens.has(fid) && authorization === `FIS_v2 ${refreshTokens.get(fid)}`;
    if (!known) return refused(404);
    if (kind === 'delete') {
      refreshTokens.delete(fid);
      return HttpResponse.json({});
    }
    return HttpResponse.json(authToken());
  });

  return {
    handlers: [handler],
    ttlSeconds,
    received: () => [...received],
    refuseNext(status) {
      refusals.push(status);
    },
    holdNext() {
      let release = () => undefined as void;
      holds.push(
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return release;
    },
    adopt,
    forget(fid) {
      refreshTokens.delete(fid);
    },
  };
}
