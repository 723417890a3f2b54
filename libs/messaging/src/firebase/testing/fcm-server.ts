import { http, HttpResponse, type HttpHandler } from 'msw';
import type { RegistrationRequest } from '../../memory/memory-registrations.js';

/** FCM's registration API host. */
const FCM_REGISTRATIONS_ORIGIN = 'https://fcmregistrations.googleapis.com';
/** The Installations API host, which the SDK asks for the auth token it sends with each registration request. */
const INSTALLATIONS_ORIGIN = 'https://firebaseinstallations.googleapis.com';

/** One registration request as the server received it. */
interface ReceivedRegistration extends RegistrationRequest {
  /** The token in the URL, for `update` and `delete`. */
  readonly token: string | undefined;
  /** The `x-goog-firebase-installations-auth` header. */
  readonly installationsAuth: string | null;
  /** The JSON body as sent, if any. */
  readonly body: unknown;
}

/** A fake FCM registration endpoint and Installations create endpoint for msw, answering as the real ones do. */
export interface FcmServer {
  /** The msw handlers to install. */
  readonly handlers: readonly HttpHandler[];
  /** Every registration request received, in order. */
  received(): readonly ReceivedRegistration[];
  /** Refuses the next request of `kind` with a 400 and Google's error body. */
  refuseNext(kind: RegistrationRequest['kind']): void;
}

/** 30 days: long enough that the installation token never needs a refresh within one case's 7-day jumps. */
const INSTALLATION_TOKEN_TTL = '2592000s';

const REFUSAL = { code: 400, message: 'Request contains an invalid argument.', status: 'INVALID_ARGUMENT' };

/** Creates the fake server; tokens are `fcm-token-<n>`. */
export function createFcmServer(): FcmServer {
  const received: ReceivedRegistration[] = [];
  const refusals = new Set<RegistrationRequest['kind']>();
  let issued = 0;
  const nextToken = () => {
    issued += 1;
    return `fcm-token-${issued}`;
  };

  const registration =
    (kind: RegistrationRequest['kind']) =>
    async ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => {
      const text = await request.text();
      const token = typeof params['token'] === 'string' ? params['token'] : undefined;
      received.push({
        kind,
        token,
        installationsAuth: request.headers.get('x-goog-firebase-installations-auth'),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      if (refusals.delete(kind)) return HttpResponse.json({ error: REFUSAL }, { status: 400 });
      return HttpResponse.json(kind === 'delete' ? {} : { token: nextToken() });
    };

  const registrations = `${FCM_REGISTRATIONS_ORIGIN}/v1/projects/:project/registrations`;
  return {
    handlers: [
      http.post(registrations, registration('create')),
      http.patch(`${registrations}/:token`, registration('update')),
      http.delete(`${registrations}/:token`, registration('delete')),
      http.post(`${INSTALLATIONS_ORIGIN}/v1/projects/:project/installations`, async ({ request, params }) => {
        const { fid } = (await request.json()) as { fid: string };
        return HttpResponse.json({
          name: `projects/${String(params['project'])}/installations/${fid}`,
          fid,
          refreshToken: `refresh-${fid}`,
          authToken: { token: `fis-${fid}`, expiresIn: INSTALLATION_TOKEN_TTL },
        });
      }),
    ],
    received: () => [...received],
    refuseNext(kind) {
      refusals.add(kind);
    },
  };
}
