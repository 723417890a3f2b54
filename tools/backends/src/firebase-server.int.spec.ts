import { inject } from 'vitest';
import { startFirebaseServer, type RunningFirebaseServer } from './firebase-server.js';

describe('startFirebaseServer', () => {
  let server: RunningFirebaseServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('serves REST reads and writes on 127.0.0.1, empties on reset, and stops', async () => {
    server = await startFirebaseServer();
    expect(server.databaseURL).toBe(`http://127.0.0.1:${server.port}?ns=demo-rtdb`);
    await fetch(`${server.url}/greetings/en.json`, { method: 'PUT', body: JSON.stringify('hello') });
    await expect((await fetch(`${server.url}/greetings.json`)).json()).resolves.toEqual({ en: 'hello' });

    await server.reset();
    await expect((await fetch(`${server.url}/.json`)).json()).resolves.toBeNull();

    await server.stop();
    await expect(fetch(`${server.url}/.json`)).rejects.toThrow();
  });

  it('is provided to test files by the global setup', async () => {
    const provided = inject('databaseServer');
    expect(provided).toMatchObject({ host: '127.0.0.1', namespace: 'demo-rtdb', port: expect.any(Number) });
    const response = await fetch(`http://${provided.host}:${provided.port}/.json`);
    expect(response.ok).toBe(true);
    await response.body?.cancel();
  });
});
