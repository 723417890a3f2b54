import { readFileSync } from 'node:fs';
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

describe.runIf(process.platform === 'linux')('findFreePort on Linux', () => {
  it('chooses below the ephemeral range, which outgoing connections and port 0 draw from', async () => {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    const ports = await findFreePorts(20);

    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(low as number);
    }
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
