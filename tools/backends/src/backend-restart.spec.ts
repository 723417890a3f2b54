import { restartable } from './backend-restart.js';
import type { RunningBackend } from './local-backend.js';

/** A backend that only counts: which instances started, and which of them are stopped. */
function fakeBackends() {
  const started: { readonly backend: RunningBackend; stopped: boolean }[] = [];
  let nextStart: Promise<void> = Promise.resolve();
  return {
    started,
    /** Holds the next start until the returned function is called. */
    holdNextStart() {
      let release = () => undefined as void;
      nextStart = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    async start(port: number | undefined): Promise<RunningBackend> {
      await nextStart;
      const entry = {
        stopped: false,
        backend: {
          name: 'fake',
          host: '127.0.0.1',
          port: port ?? 1234,
          url: `http://127.0.0.1:${String(port ?? 1234)}`,
          stop: async () => {
            entry.stopped = true;
          },
        },
      };
      started.push(entry);
      return entry.backend;
    },
  };
}

describe('restartable', () => {
  it('leaves nothing running when stop() comes while a restart is starting the backend again', async () => {
    const backends = fakeBackends();
    const backend = await restartable({ start: (port) => backends.start(port) });
    const release = backends.holdNextStart();
    const restarting = backend.restart();
    const stopping = backend.stop();
    release();
    await expect(restarting).rejects.toThrow('stopped while it restarted');
    await stopping;
    expect(backends.started.map((entry) => entry.stopped)).toEqual([true, true]);
  });

  it('refuses a restart once stopped', async () => {
    const backends = fakeBackends();
    const backend = await restartable({ start: (port) => backends.start(port) });
    await backend.stop();
    await expect(backend.restart()).rejects.toThrow('stopped for good');
  });
});
