import { startStorageEmulator } from './storage-emulator.js';

describe('startStorageEmulator', () => {
  it('serves the Storage emulator on 127.0.0.1 without Java, allows every request, resets and stops', async () => {
    const emulator = await startStorageEmulator({ projectId: 'demo-harness' });
    try {
      expect(emulator).toMatchObject({ name: 'storage', host: '127.0.0.1', projectId: 'demo-harness' });
      const object = `${emulator.url}/v0/b/demo-harness.appspot.com/o`;
      const upload = await fetch(`${object}?name=users%2Fu1%2Fa.txt`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hello',
      });
      expect(upload.status).toBe(200);
      expect(await upload.json()).toMatchObject({ name: 'users/u1/a.txt', size: '5' });
      expect((await fetch(`${object}/users%2Fu1%2Fa.txt?alt=media`)).status).toBe(200);

      await emulator.reset();
      expect((await fetch(`${object}/users%2Fu1%2Fa.txt?alt=media`)).status).toBe(404);
      await expect(startStorageEmulator()).rejects.toThrow(/already running/u);
    } finally {
      await emulator.stop();
      await emulator.stop();
    }
    await expect(fetch(`${emulator.url}/internal/reset`, { method: 'POST' })).rejects.toThrow();
    const again = await startStorageEmulator();
    await again.stop();
  });
});
