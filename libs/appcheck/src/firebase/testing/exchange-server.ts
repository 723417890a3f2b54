import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ExchangeFailure, ExchangeKind, ExchangeRecord } from '../../exchange.types.js';

/** The App Check exchange host. */
const EXCHANGE_ORIGIN = 'https://content-firebaseappcheck.googleapis.com';

const METHODS: Readonly<Record<string, { readonly kind: ExchangeKind; readonly field: string }>> = {
  exchangeDebugToken: { kind: 'debug', field: 'debug_token' },
  exchangeRecaptchaV3Token: { kind: 'recaptcha-v3', field: 'recaptcha_v3_token' },
  exchangeRecaptchaEnterpriseToken: { kind: 'recaptcha-enterprise', field: 'recaptcha_enterprise_token' },
};

const EXCHANGE_PATH = /^\/v1\/projects\/([^/]+)\/apps\/(.+):(\w+)$/;

/** One request the fake exchange received, with everything it was sent. */
interface ReceivedExchange extends ExchangeRecord {
  /** The project in the URL. */
  readonly projectId: string;
  /** The app id in the URL. */
  readonly appId: string;
  /** The `key` query parameter. */
  readonly apiKey: string | null;
  /** The JSON body as sent. */
  readonly body: Readonly<Record<string, unknown>>;
}

/** A fake App Check exchange for msw. */
export interface ExchangeServer {
  /** The msw handlers to install. */
  readonly handlers: readonly HttpHandler[];
  /** The lifetime it grants, in seconds. */
  readonly ttlSeconds: number;
  /** Every exchange received, in order. */
  received(): readonly ReceivedExchange[];
  /** Makes the next exchange fail this way. */
  failNext(failure: ExchangeFailure): void;
}

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped token with the `iat` and `exp` claims the real exchange issues. */
export function fakeAppCheckJwt(claims: Readonly<Record<string, unknown>>): string {
  return `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.fake-signature`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Creates a fake exchange answering like the real one: `{ token, ttl: "<n>s" }`. */
export function createExchangeServer({ ttlSeconds = 3600, now = () => Date.now() } = {}): ExchangeServer {
  const received: ReceivedExchange[] = [];
  const failures: ExchangeFailure[] = [];
  let issued = 0;

  const handler = http.post(`${EXCHANGE_ORIGIN}/v1/projects/*`, async ({ request }) => {
    const url = new URL(request.url);
    const [, projectId = '', appId = '', method = ''] = EXCHANGE_PATH.exec(url.pathname) ?? [];
    const endpoint = METHODS[method];
    if (!endpoint)
      return HttpResponse.json(
        { error: { code: 404, message: `Unknown method ${method}`, status: 'NOT_FOUND' } },
        { status: 404 },
      );
    const body: unknown = await request.json();
    const fields = isRecord(body) ? body : {};
    received.push({
      kind: endpoint.kind,
      limitedUse: fields['limited_use'] === true,
      attestation: String(fields[endpoint.field] ?? ''),
      projectId,
      appId,
      apiKey: url.searchParams.get('key'),
      body: fields,
    });
    const failure = failures.shift();
    if (failure?.kind === 'network') return HttpResponse.error();
    if (failure?.kind === 'http-status') {
      return HttpResponse.json(
        { error: { code: failure.status, message: 'Exchange refused.', status: 'FAILED' } },
        { status: failure.status },
      );
    }
    issued += 1;
    const iat = Math.floor(now() / 1000);
    const token = fakeAppCheckJwt({
      sub: appId,
      aud: [`projects/${projectId}`],
      iat,
      exp: iat + ttlSeconds,
      jti: `exchange-${issued}`,
    });
    return HttpResponse.json({ token, ttl: failure?.kind === 'bad-ttl' ? (failure.ttl ?? 'soon') : `${ttlSeconds}s` });
  });

  return {
    handlers: [handler],
    ttlSeconds,
    received: () => [...received],
    failNext(failure) {
      failures.push(failure);
    },
  };
}
