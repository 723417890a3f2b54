import { createServer, request, type Server } from 'node:http';
import { LOOPBACK_HOST } from '@platform/backends';

/** A proxy in front of the Firestore emulator that counts the documents it sends to browsers. */
export interface FirestoreReadCounter {
  /** Where browsers connect instead of the emulator. */
  readonly host: string;
  readonly port: number;
  /** Documents sent on listen streams so far: each `documentChange` is one document read. */
  documentsSent(): number;
  /** How often a listen target became current: the backend has sent all it had for it. */
  targetsCurrent(): number;
  /** The listen targets browsers opened, by whether they resumed from a read time (a bundle's) or started afresh. */
  targetsOpened(): { readonly resumed: number; readonly fresh: number };
  close(): Promise<void>;
}

const MARKER = '"documentChange"';
const CURRENT = '"targetChangeType":"CURRENT"';
const count = (text: string, needle: string) => text.split(needle).length - 1;

/**
 * Starts the proxy on a free port of 127.0.0.1. The SDK in a browser listens over HTTP (WebChannel), so every
 * document the emulator sends to a listener passes through here and is counted; the emulator itself bills nothing.
 */
export async function startFirestoreReadCounter(emulator: {
  host: string;
  port: number;
}): Promise<FirestoreReadCounter> {
  let sent = 0;
  let current = 0;
  const opened = { resumed: 0, fresh: 0 };
  const server: Server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '/';
    const forward = request(
      // A connection of its own per request: a pooled one the emulator has closed would fail the browser's request.
      {
        host: emulator.host,
        port: emulator.port,
        path: url,
        method: incoming.method,
        headers: incoming.headers,
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        const listen = url.includes('/Listen/');
        let tail = '';
        answer.on('data', (chunk: Buffer) => {
          // A marker may straddle two chunks: count in the text since the previous chunk's last few characters.
          const text = tail + chunk.toString('latin1');
          if (listen) {
            sent += count(text, MARKER) - count(tail, MARKER);
            current += count(text, CURRENT) - count(tail, CURRENT);
          }
          tail = text.slice(-32);
        });
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    if (url.includes('/Listen/')) {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
      incoming.on('end', () => {
        for (const target of decodeURIComponent(body.replace(/\+/g, ' ')).split('"addTarget"').slice(1)) {
          if (/^:\{.*?"(readTime|resumeToken)"/.test(target)) opened.resumed += 1;
          else opened.fresh += 1;
        }
      });
    }
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK_HOST, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The read counter has no port.');
  return {
    host: LOOPBACK_HOST,
    port: address.port,
    documentsSent: () => sent,
    targetsCurrent: () => current,
    targetsOpened: () => ({ ...opened }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
