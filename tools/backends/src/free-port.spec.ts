import { createServer } from 'node:net';
import { findFreePort, findFreePorts } from './free-port.js';

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ host: '127.0.0.1', port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

describe('findFreePort', () => {
  it('returns a port that can be listened on at 127.0.0.1', async () => {
    const port = await findFreePort();

    expect(port).toBeGreaterThan(0);
    expect(port).toBeLessThan(65_536);
    await expect(canListen(port)).resolves.toBe(true);
  });
});

describe('findFreePorts', () => {
  it('returns distinct ports', async () => {
    const ports = await findFreePorts(5);

    expect(new Set(ports).size).toBe(5);
  });

  it('rejects a count that is not a positive integer', async () => {
    await expect(findFreePorts(0)).rejects.toThrow(RangeError);
  });
});
