import type { FaultProxy } from '@platform/backends';
import { createServer, connect, type Server } from 'node:net';
import { once } from 'node:events';
import { useScenario } from './scenario.js';

/** Whether a TCP connection to `port` on 127.0.0.1 is accepted. */
async function accepts(port: number): Promise<boolean> {
  const socket = connect({ host: '127.0.0.1', port });
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

describe('useScenario', () => {
  const scenario = useScenario();
  let backend: Server;
  const opened: FaultProxy[] = [];

  beforeAll(async () => {
    backend = createServer((socket) => socket.end());
    backend.listen(0, '127.0.0.1');
    await once(backend, 'listening');
  });

  afterAll(async () => {
    backend.close();
    await once(backend, 'close');
  });

  it('opens a second proxy beside the first', async () => {
    const target = { port: (backend.address() as { port: number }).port };
    opened.push(await scenario.proxy(target), await scenario.proxy(target));
    for (const proxy of opened) expect(await accepts(proxy.port)).toBe(true);
  });

  it('closed both proxies after that test, the first one too', async () => {
    expect(opened).toHaveLength(2);
    for (const proxy of opened) expect(await accepts(proxy.port)).toBe(false);
  });
});
