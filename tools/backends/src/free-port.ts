import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';

/** The loopback address every local backend binds to. */
export const LOOPBACK_HOST = '127.0.0.1';

/** The lowest port a backend is given: above the ports people run their own servers on. */
const LOWEST_PORT = 10_000;

/** How many ports below the ephemeral range are tried before the system is asked for one. */
const ATTEMPTS = 64;

/**
 * The lowest port of the range the kernel hands out for outgoing connections and for port 0 (Linux's
 * `ip_local_port_range`), or `undefined` where it cannot be read.
 */
function ephemeralLow(): number | undefined {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) ? low : undefined;
  } catch {
    return undefined;
  }
}

const EPHEMERAL_LOW = ephemeralLow();

function listenOn(host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ host, port, exclusive: true }, () => resolve(server));
  });
}

/**
 * A listening server on a free port below the ephemeral range, where the kernel gives no port to an outgoing
 * connection or to another process's request for port 0: a backend restarted on its port finds it still free. Where
 * that range is unknown or too narrow (or every try is taken), the system chooses.
 */
async function listenOnFreePort(host: string): Promise<Server> {
  const below = EPHEMERAL_LOW ?? 0;
  for (let attempt = 0; below - LOWEST_PORT >= 1_000 && attempt < ATTEMPTS; attempt += 1) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (below - LOWEST_PORT));
    try {
      return await listenOn(host, port);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  return listenOn(host, 0);
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Finds `count` distinct free TCP ports on `host`, below the kernel's ephemeral range where it is known.
 *
 * All ports are held open until every one has been allocated, so the result never contains duplicates.
 * The ports are released before returning; another process could still take one before it is used.
 */
export async function findFreePorts(count: number, host: string = LOOPBACK_HOST): Promise<number[]> {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`count must be a positive integer; got ${count}.`);
  }
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      servers.push(await listenOnFreePort(host));
    }
    return servers.map((server) => (server.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map(close));
  }
}

/** Finds one free TCP port on `host`. */
export async function findFreePort(host: string = LOOPBACK_HOST): Promise<number> {
  const [port] = await findFreePorts(1, host);
  return port as number;
}
