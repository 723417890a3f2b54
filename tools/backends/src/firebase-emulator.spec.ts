import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackendStartError } from './backend-start-error.js';
import { startAuthEmulator } from './auth-emulator.js';
import { fakeCli } from './testing/fake-cli.js';

describe('startFirebaseEmulator with a CLI that fails', () => {
  let privateTmp: string;

  beforeEach(async () => {
    privateTmp = await mkdtemp(join(tmpdir(), 'backends-spec-'));
    vi.stubEnv('TMPDIR', privateTmp);
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(privateTmp, { recursive: true, force: true });
  });

  it('rejects with the exit code and the tail of the output when the CLI exits early', async () => {
    const error = await startAuthEmulator({ cliPath: fakeCli('exits-immediately') }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(BackendStartError);
    expect((error as Error).message).toMatch(/Could not start the Auth emulator: firebase-tools exited with code 3/);
    expect((error as Error).message).toContain('Error: fake failure for the harness tests');
    expect((error as BackendStartError).outputTail).toContain('Starting emulators: auth');
    expect(await readdir(privateTmp)).toEqual([]);
  });

  it('rejects after the ready timeout and stops the CLI', async () => {
    const error = await startAuthEmulator({
      cliPath: fakeCli('never-ready'),
      readyTimeoutMs: 500,
      stopGraceMs: 500,
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(BackendStartError);
    expect((error as Error).message).toMatch(/did not answer at http:\/\/127\.0\.0\.1:\d+ within \d+ ms/);
    // The tail is attached whatever the CLI had printed by then, which depends on how soon it started.
    expect((error as Error).message).toContain('--- last output ---');
    expect(await readdir(privateTmp)).toEqual([]);
  });

  it('rejects when the start is aborted', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);

    await expect(startAuthEmulator({ cliPath: fakeCli('never-ready'), signal: controller.signal })).rejects.toThrow(
      /the start was aborted/,
    );
  });
});

describe('startFirebaseEmulator when a free port was taken meanwhile', () => {
  let stateDir: string;

  beforeEach(async () => {
    stateDir = await mkdtemp(join(tmpdir(), 'fake-cli-state-'));
    vi.stubEnv('FAKE_CLI_STATE_DIR', stateDir);
    vi.stubEnv('TMPDIR', stateDir);
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(stateDir, { recursive: true, force: true });
  });

  it('retries on new ports', async () => {
    const emulator = await startAuthEmulator({ cliPath: fakeCli('port-conflict-once') });
    try {
      expect(emulator.url).toBe(`http://127.0.0.1:${emulator.port}`);
      expect(emulator.outputTail()).toContain(`auth listening on 127.0.0.1:${emulator.port}`);
    } finally {
      await emulator.stop();
    }

    await expect(emulator.exited).resolves.toMatchObject({ code: 0 });
    await expect(emulator.stop()).resolves.toBeUndefined();
    expect(await readdir(stateDir)).toEqual(['started-once']);
  });

  it('does not retry when the port was fixed', async () => {
    await expect(startAuthEmulator({ cliPath: fakeCli('port-conflict-once'), port: 1 })).rejects.toThrow(
      /is not open on/,
    );
  });
});
