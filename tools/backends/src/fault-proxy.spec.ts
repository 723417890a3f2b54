import { createServer, connect, type Server, type Socket } from 'node:net';
import { once } from 'node:events';
import { startFaultProxy, type FaultProxy } from './fault-proxy.js';

/** An echo server on 127.0.0.1: every byte comes back. */
async function startEcho(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.pipe(socket);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

interface Client {
  readonly socket: Socket;
  received(): string;
  /** Resolves once `text` has come back, or rejects when the socket errs or closes first. */
  echoed(text: string): Promise<void>;
  closed: Promise<{ error?: NodeJS.ErrnoException }>;
}

async function open(proxy: FaultProxy): Promise<Client> {
  const socket = connect({ host: proxy.host, port: proxy.port });
  let data = '';
  let error: NodeJS.ErrnoException | undefined;
  socket.on('error', (e: NodeJS.ErrnoException) => (error = e));
  socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
  const closed = new Promise<{ error?: NodeJS.ErrnoException }>((resolve) =>
    socket.once('close', () => resolve(error ? { error } : {})),
  );
  await once(socket, 'connect');
  return {
    socket,
    received: () => data,
    closed,
    echoed: (text) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (data.includes(text)) {
            socket.off('data', check);
            resolve();
          }
        };
        socket.on('data', check);
        void closed.then(() => reject(new Error(`closed before "${text}" came back`)));
        check();
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let echo: Awaited<ReturnType<typeof startEcho>>;
let proxy: FaultProxy;

beforeEach(async () => {
  echo = await startEcho();
  proxy = await startFaultProxy({ target: { port: echo.port } });
});

afterEach(async () => {
  await proxy.close();
  await echo.close();
});

describe('fault proxy', () => {
  it('passes bytes both ways, every one, in order', async () => {
    const client = await open(proxy);
    const text = Array.from({ length: 2000 }, (_, i) => `line ${String(i)};`).join('');
    client.socket.write(text);
    await client.echoed('line 1999;');
    expect(client.received()).toBe(text);
    expect(proxy.stats()).toMatchObject({ accepted: 1, bytesUp: text.length, bytesDown: text.length });
  });

  it('drop resets the open connections and every new one until restored', async () => {
    const before = await open(proxy);
    proxy.drop();
    expect((await before.closed).error?.code).toBe('ECONNRESET');
    const during = connect({ host: proxy.host, port: proxy.port });
    const duringError = await new Promise<NodeJS.ErrnoException>((resolve) => during.once('error', resolve));
    expect(duringError.code).toBe('ECONNRESET');
    expect(proxy.stats()).toMatchObject({ reset: 1, refused: 1 });

    proxy.restore();
    const after = await open(proxy);
    after.socket.write('back');
    await after.echoed('back');
    after.socket.destroy();
  });

  it('stall holds the bytes of open connections and delivers them all once restored; new connections pass', async () => {
    const client = await open(proxy);
    proxy.stall();
    client.socket.write('held');
    await sleep(200);
    expect(client.received()).toBe('');

    const fresh = await open(proxy);
    fresh.socket.write('fresh');
    await fresh.echoed('fresh');

    proxy.restore();
    await client.echoed('held');
    expect(client.received()).toBe('held');
    client.socket.destroy();
    fresh.socket.destroy();
  });

  it('slow delays each chunk by the latency', async () => {
    const client = await open(proxy);
    proxy.slow({ latencyMs: 150 });
    const started = Date.now();
    client.socket.write('slow');
    await client.echoed('slow');
    // One way up and one way down.
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    client.socket.destroy();
  });

  it('restore during slow mode sends what it held at once, before anything sent after it, in order', async () => {
    const client = await open(proxy);
    proxy.slow({ latencyMs: 60_000 });
    client.socket.write('first;');
    await expect.poll(() => proxy.stats().bytesUp).toBe('first;'.length);
    proxy.restore();
    client.socket.write('second;');
    await client.echoed('second;');
    expect(client.received()).toBe('first;second;');
    client.socket.destroy();
  });

  it('a fault timer does not keep the process alive', async () => {
    const before = process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    proxy.stall({ forMs: 60_000 });
    // An unref'd timer is not an active resource: only a ref'd one would keep Node running.
    expect(process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length).toBe(before);
    proxy.restore();
  });

  it('every fault ends by itself after forMs, and never later than maxFaultMs', async () => {
    proxy.drop({ forMs: 100 });
    await proxy.restored();
    expect(proxy.mode()).toBe('pass');

    const capped = await startFaultProxy({ target: { port: echo.port }, maxFaultMs: 100 });
    const started = Date.now();
    capped.stall({ forMs: 60_000 });
    await capped.restored();
    expect(Date.now() - started).toBeLessThan(5_000);
    await capped.close();
  });

  it('close ends every connection and clears a pending fault', async () => {
    const client = await open(proxy);
    proxy.stall({ forMs: 60_000 });
    await proxy.close();
    await client.closed;
    expect(proxy.openConnections()).toBe(0);
    expect(proxy.mode()).toBe('pass');
  });
});
