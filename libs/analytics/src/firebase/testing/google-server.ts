import { http, HttpResponse, type HttpHandler } from 'msw';
import { SERVER_MEASUREMENT_ID } from './demo-config.js';

/** How the fake web-config endpoint answers one request. */
interface WebConfigReply {
  /** The HTTP status of the failure. */
  readonly status: number;
}

/** The Google endpoints Analytics calls, answered as ENDPOINTS.md records them. */
export interface GoogleServer {
  /** The msw handlers to install. */
  readonly handlers: readonly HttpHandler[];
  /** Every request received, as `METHOD url`, in order. */
  requests(): readonly string[];
  /** How the next web-config requests fail, in order; later ones succeed. */
  failWebConfig(...replies: readonly WebConfigReply[]): void;
}

const WEB_CONFIG = 'https://firebase.googleapis.com/v1alpha/projects/-/apps/:appId/webConfig';
const INSTALLATIONS = 'https://firebaseinstallations.googleapis.com/v1/projects/:project/installations';

/** A fake of the Analytics web-config endpoint and of Installations, which Analytics uses for its instance id. */
export function createGoogleServer(): GoogleServer {
  const requests: string[] = [];
  const replies: WebConfigReply[] = [];

  const webConfig = http.get(WEB_CONFIG, async ({ request, params }) => {
    requests.push(`GET ${request.url}`);
    const reply = replies.shift();
    if (reply)
      return HttpResponse.json(
        { error: { code: reply.status, message: 'Config unavailable.', status: 'FAILED' } },
        { status: reply.status },
      );
    const appId = String(params['appId']);
    return HttpResponse.json({
      projectId: 'demo-analytics',
      appId,
      measurementId: SERVER_MEASUREMENT_ID,
      apiKey: request.headers.get('x-goog-api-key'),
      authDomain: '127.0.0.1',
    });
  });

  const installations = http.post(INSTALLATIONS, async ({ request }) => {
    requests.push(`POST ${request.url}`);
    const { fid } = (await request.json()) as { fid: string };
    return HttpResponse.json({
      name: `projects/demo-analytics/installations/${fid}`,
      fid,
      refreshToken: 'refresh-token',
      authToken: { token: 'installation-token', expiresIn: '604800s' },
    });
  });

  return {
    handlers: [webConfig, installations],
    requests: () => [...requests],
    failWebConfig(...next) {
      replies.push(...next);
    },
  };
}
