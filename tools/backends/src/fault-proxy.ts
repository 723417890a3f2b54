import { createServer, connect, type Server, type Socket } from 'node:net';
import { LOOPBACK_HOST } from './free-port.js';

/** What the proxy does to the traffic. */
export type FaultMode = 'pass' | 'drop' | 'stall' | 'slow';

/** Options for {@link startFaultProxy}. */
export interface FaultProxyOptions {
  /** The backend behind the proxy, on this machine. */
  readonly target: { readonly host?: string; readonly port: number };
  /** The port to listen on (127.0.0.1); a free one by default. */
  readonly port?: number;
  /** The longest any fault lasts before the proxy restores itself, whatever `forMs` says. Defaults to 90 000 ms. */
  readonly maxFaultMs?: number;
}

/** How long a fault lasts. */
export interface FaultDuration {
  /** Restore after this long; by default the fault lasts until `restore()` (or `maxFaultMs`). */
  readonly forMs?: number;
}

/** Counters since the proxy started. */
export interface FaultProxyStats {
  /** Connections accepted and passed to the backend. */
  readonly accepted: number;
  /** Connections reset on arrival because the proxy was dropping. */
  readonly refused: number;
  /** Open connections reset by `drop()`. */
  readonly reset: number;
  /** Bytes sent to the backend. */
  readonly bytesUp: number;
  /** Bytes sent back to the clients. */
  readonly bytesDown: number;
}

/** A TCP proxy on 127.0.0.1 between a client and a backend, which can drop, stall or slow the connection. */
export interface FaultProxy {
  readonly host: string;
  readonly port: number;
  /** `host:port`, as the `*_EMULATOR_HOST` variables take it. */
  readonly emulatorHost: string;
  /** `http://host:port`. */
  readonly url: string;
  /** The fault in force. */
  mode(): FaultMode;
  /** Resets every open connection (the client sees ECONNRESET) and resets new ones on arrival, until restored. */
  drop(duration?: FaultDuration): void;
  /**
   * Stops moving bytes on every open connection, both ways, as a link that went quiet: nothing is lost or closed, and
   * what was held flows once restored. New connections pass, as after a network hand-over.
   */
  stall(duration?: FaultDuration): void;
  /** Delays every chunk, both ways, by `latencyMs`, in order. */
  slow(options: FaultDuration & { readonly latencyMs: number }): void;
  /** Back to passing traffic; held bytes flow. */
  restore(): void;
  /** Settles when the proxy next returns to `pass`, at once if it is there. */
  restored(): Promise<void>;
  /** Connections open now. */
  openConnections(): number;
  stats(): FaultProxyStats;
  /** Closes the listener and every connection; a fault timer still pending is cleared. */
  close(): Promise<void>;
}

interface Link {
  readonly client: Socket;
  readonly upstream: Socket;
  stalled: boolean;
}

const DEFAULT_MAX_FAULT_MS = 90_000;

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Starts a TCP proxy on 127.0.0.1 in front of `target`. Every fault is bounded in time: it ends after `forMs`, and
 * never later than `maxFaultMs`, so a test that fails half-way cannot leave a backend unreachable for the next one.
 */
export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const targetHost = options.target.host ?? LOOPBACK_HOST;
  const maxFaultMs = options.maxFaultMs ?? DEFAULT_MAX_FAULT_MS;
  const links = new Set<Link>();
  const counters = { accepted: 0, refused: 0, reset: 0, bytesUp: 0, bytesDown: 0 };
  let mode: FaultMode = 'pass';
  let latencyMs = 0;
  let faultTimer: NodeJS.Timeout | undefined;
  let waiters: (() => void)[] = [];
  /** The ends of the slow mode's pending delays: `restore()` ends them all at once. */
  const delays = new Set<() => void>();
  const delay = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const end = (): void => {
        clearTimeout(timer);
        delays.delete(end);
        resolve();
      };
      const timer = setTimeout(end, ms);
      delays.add(end);
    });

  const pipe = (link: Link, from: Socket, to: Socket, counter: 'bytesUp' | 'bytesDown'): void => {
    let queue = Promise.resolve();
    /** Chunks held back by slow mode and not yet written: later chunks go behind them, even once restored. */
    let held = 0;
    from.on('data', (chunk: Buffer) => {
      counters[counter] += chunk.length;
      if (mode !== 'slow' && held === 0) {
        if (!to.write(chunk)) from.pause();
        return;
      }
      const due = Date.now() + (mode === 'slow' ? latencyMs : 0);
      held += 1;
      from.pause();
      queue = queue
        .then(() => delay(Math.max(0, due - Date.now())))
        .then(() => {
          held -= 1;
          if (to.destroyed) return;
          to.write(chunk);
          if (!link.stalled) from.resume();
        });
    });
    to.on('drain', () => {
      if (!link.stalled) from.resume();
    });
    from.on('end', () => {
      void queue.then(() => to.end());
    });
  };

  const unlink = (link: Link): void => {
    links.delete(link);
    link.client.destroy();
    link.upstream.destroy();
  };

  const server = createServer({ pauseOnConnect: true }, (client) => {
    client.on('error', () => undefined);
    if (mode === 'drop') {
      counters.refused += 1;
      client.resetAndDestroy();
      return;
    }
    counters.accepted += 1;
    const upstream = connect({ host: targetHost, port: options.target.port });
    upstream.on('error', () => undefined);
    const link: Link = { client, upstream, stalled: false };
    links.add(link);
    client.on('close', () => unlink(link));
    upstream.on('close', () => unlink(link));
    pipe(link, client, upstream, 'bytesUp');
    pipe(link, upstream, client, 'bytesDown');
    upstream.once('connect', () => client.resume());
  });

  const setStalled = (link: Link, stalled: boolean): void => {
    link.stalled = stalled;
    for (const socket of [link.client, link.upstream]) {
      if (stalled) socket.pause();
      else socket.resume();
    }
  };

  const restore = (): void => {
    clearTimeout(faultTimer);
    faultTimer = undefined;
    mode = 'pass';
    latencyMs = 0;
    for (const end of [...delays]) end();
    for (const link of links) if (link.stalled) setStalled(link, false);
    const waiting = waiters;
    waiters = [];
    for (const resolve of waiting) resolve();
  };

  const begin = (next: FaultMode, duration: FaultDuration = {}): void => {
    restore();
    mode = next;
    faultTimer = setTimeout(restore, Math.min(duration.forMs ?? maxFaultMs, maxFaultMs));
    // A fault left on by a test that ended early must not keep its process alive.
    faultTimer.unref();
  };

  await listen(server, options.port ?? 0);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The fault proxy has no TCP address.');
  const port = address.port;

  return {
    host: LOOPBACK_HOST,
    port,
    emulatorHost: `${LOOPBACK_HOST}:${String(port)}`,
    url: `http://${LOOPBACK_HOST}:${String(port)}`,
    mode: () => mode,
    drop(duration) {
      begin('drop', duration);
      for (const link of [...links]) {
        counters.reset += 1;
        links.delete(link);
        link.client.resetAndDestroy();
        link.upstream.resetAndDestroy();
      }
    },
    stall(duration) {
      begin('stall', duration);
      for (const link of links) setStalled(link, true);
    },
    slow({ latencyMs: latency, ...duration }) {
      begin('slow', duration);
      latencyMs = latency;
    },
    restore,
    restored: () => (mode === 'pass' ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
    openConnections: () => links.size,
    stats: () => ({ ...counters }),
    close() {
      restore();
      for (const link of [...links]) unlink(link);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
