import { existsSync } from 'node:fs';
import { isAlive, fakeCli } from './testing/fake-cli.js';
import { resolveFirebaseCli, spawnFirebaseCli } from './firebase-cli.js';

describe('resolveFirebaseCli', () => {
  it('finds the installed firebase-tools entry point', () => {
    const cli = resolveFirebaseCli();

    expect(cli).toMatch(/firebase-tools[\\/]lib[\\/]bin[\\/]firebase\.js$/);
    expect(existsSync(cli)).toBe(true);
  });
});

describe('spawnFirebaseCli', () => {
  it('kills the whole process tree when SIGTERM is ignored', async () => {
    const cli = spawnFirebaseCli({ args: [], cwd: process.cwd(), cliPath: fakeCli('stubborn-tree') });
    await vi.waitFor(() => expect(cli.outputTail()).toMatch(/child pid \d+/));
    const childPid = Number(/child pid (\d+)/.exec(cli.outputTail())?.[1]);

    const exit = await cli.stop({ graceMs: 200 });

    expect(exit.signal).toBe('SIGKILL');
    expect(cli.outputTail()).toContain('parent ignores SIGTERM');
    expect(cli.hasExited()).toBe(true);
    await vi.waitFor(() => expect(isAlive(childPid)).toBe(false));
  });

  it('reports the exit code and keeps the output tail', async () => {
    const cli = spawnFirebaseCli({ args: [], cwd: process.cwd(), cliPath: fakeCli('exits-immediately') });

    const exit = await cli.exited;

    expect(exit.code).toBe(3);
    expect(cli.outputTail()).toContain('fake failure for the harness tests');
    await expect(cli.stop()).resolves.toEqual(exit);
  });
});
