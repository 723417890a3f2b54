import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A proxy in front of a Storage emulator that can stop answering, as a backend that hangs does. */
export interface StallingProxy {
  /** Where it listens, e.g. `127.0.0.1`. */
  readonly host: string;
  /** Its port. */
  readonly port: number;
  /** From now on, requests are accepted and never answered (those already forwarded still finish). */
  stall(): void;
  /** Stops the proxy and drops every request it holds. */
  close(): Promise<void>;
}

/**
 * Starts a {@link StallingProxy} on 127.0.0.1 in front of `target`. The emulator names itself in the resumable upload
 * URL it answers with; the proxy names itself there instead, so that every chunk of an upload goes through it too.
 */
export async function startStallingProxy(target: {
  readonly host: string;
  readonly port: number;
}): Promise<StallingProxy> {
  let stalled = false;
  let self = '';
  const server: Server = createServer((incoming, outgoing) => {
    if (stalled) return;
    const upstream = request(
      { host: target.host, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        const headers = { ...answer.headers };
        const uploadUrl = headers['x-goog-upload-url'];
        if (typeof uploadUrl === 'string')
          headers['x-goog-upload-url'] = uploadUrl.replace(`${target.host}:${target.port}`, self);
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  self = `127.0.0.1:${port}`;
  return {
    host: '127.0.0.1',
    port,
    stall() {
      stalled = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
