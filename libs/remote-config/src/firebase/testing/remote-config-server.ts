import { http, HttpResponse, type HttpHandler } from 'msw';
import type { FetchFailure } from '../../fetch-failure.js';

/** The Remote Config fetch host. */
const REMOTE_CONFIG_ORIGIN = 'https://firebaseremoteconfig.googleapis.com';
/** The Remote Config realtime host. */
const REALTIME_ORIGIN = 'https://firebaseremoteconfigrealtime.googleapis.com';
/** The Installations host, which the SDK asks for an id and token before each fetch. */
const INSTALLATIONS_ORIGIN = 'https://firebaseinstallations.googleapis.com';

/** One fetch request the fake server received. */
interface ReceivedFetch {
  /** When it arrived (`Date.now()`, so on Vitest's fake clock). */
  readonly at: number;
  /** The `key` query parameter. */
  readonly apiKey: string | null;
  /** The `If-None-Match` header. */
  readonly ifNoneMatch: string | null;
  /** The JSON body. */
  readonly body: Readonly<Record<string, unknown>>;
}

/** A fake Remote Config backend for msw: fetch, the realtime stream, and the installation the SDK needs. */
export interface RemoteConfigServer {
  /** The msw handlers to install. */
  readonly handlers: readonly HttpHandler[];
  /** Publishes a new template, as the console does, and announces it on every open realtime stream. */
  publish(values: Readonly<Record<string, string>>): void;
  /** Fails the next `times` fetch requests this way. */
  failNextFetches(failure: FetchFailure, times?: number): void;
  /** Every fetch received, in order. */
  received(): readonly ReceivedFetch[];
  /** How many realtime streams are open. */
  openStreams(): number;
  /** Ends hanging replies and open streams. */
  close(): void;
}

const encoder = new TextEncoder();

/** Creates the fake backend, answering as ENDPOINTS.md records the real one does. */
export function createRemoteConfigServer(): RemoteConfigServer {
  let version = 0;
  let entries: Readonly<Record<string, string>> = {};
  const failures: { failure: FetchFailure; left: number }[] = [];
  const received: ReceivedFetch[] = [];
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const hanging = new Set<() => void>();

  const nextFailure = () => {
    const next = failures[0];
    if (!next) return undefined;
    next.left -= 1;
    if (next.left <= 0) failures.shift();
    return next.failure;
  };

  const fetchHandler = http.post(
    `${REMOTE_CONFIG_ORIGIN}/v1/projects/:project/namespaces/:fetch`,
    async ({ request }) => {
      const url = new URL(request.url);
      const ifNoneMatch = request.headers.get('if-none-match');
      received.push({
        at: Date.now(),
        apiKey: url.searchParams.get('key'),
        ifNoneMatch,
        body: (await request.json()) as Record<string, unknown>,
      });
      const failure = nextFailure();
      if (failure?.kind === 'hang') {
        await new Promise<void>((resolve) => hanging.add(resolve));
        return HttpResponse.error();
      }
      if (failure?.kind === 'network') return HttpResponse.error();
      if (failure?.kind === 'parse') return new HttpResponse('<html>Service Unavailable</html>', { status: 200 });
      if (failure?.kind === 'status') {
        return HttpResponse.json(
          { error: { code: failure.status, message: 'Refused.', status: 'FAILED' } },
          { status: failure.status },
        );
      }
      if (version === 0) return HttpResponse.json({ state: 'NO_TEMPLATE' });
      const etag = `etag-v${version}`;
      if (ifNoneMatch === etag) return HttpResponse.json({ state: 'NO_CHANGE' }, { headers: { ETag: etag } });
      return HttpResponse.json(
        { entries, state: 'UPDATE', templateVersion: String(version) },
        { headers: { ETag: etag } },
      );
    },
  );

  const realtimeHandler = http.post(`${REALTIME_ORIGIN}/v1/projects/:project/namespaces/:stream`, () => {
    let opened: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        opened = controller;
        streams.add(controller);
      },
      cancel() {
        if (opened) streams.delete(opened);
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
  });

  const installationsHandlers = [
    http.post(`${INSTALLATIONS_ORIGIN}/v1/projects/:project/installations`, async ({ request }) => {
      const { fid } = (await request.json()) as { fid: string };
      return HttpResponse.json({
        fid,
        refreshToken: `refresh-${fid}`,
        authToken: { token: `fis-${fid}`, expiresIn: '604800s' },
      });
    }),
  ];

  return {
    handlers: [fetchHandler, realtimeHandler, ...installationsHandlers],
    publish(values) {
      version += 1;
      entries = { ...values };
      const message = encoder.encode(JSON.stringify({ latestTemplateVersionNumber: version }));
      for (const stream of streams) stream.enqueue(message);
    },
    failNextFetches(failure, times = 1) {
      failures.push({ failure, left: times });
    },
    received: () => [...received],
    openStreams: () => streams.size,
    close() {
      for (const release of hanging) release();
      hanging.clear();
      for (const stream of streams) {
        try {
          stream.close();
        } catch {
          // Already closed by the reader.
        }
      }
      streams.clear();
    },
  };
}
