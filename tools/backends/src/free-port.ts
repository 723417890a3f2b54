import { createServer, type AddressInfo, type Server } from 'node:net';

/** The loopback address every local backend binds to. */
export const LOOPBACK_HOST = '127.0.0.1';

function listenOnRandomPort(host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ host, port: 0, exclusive: true }, () => resolve(server));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Asks the OS for `count` distinct free TCP ports on `host`.
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
      servers.push(await listenOnRandomPort(host));
    }
    return servers.map((server) => (server.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map(close));
  }
}

/** Asks the OS for one free TCP port on `host`. */
export async function findFreePort(host: string = LOOPBACK_HOST): Promise<number> {
  const [port] = await findFreePorts(1, host);
  return port as number;
}
