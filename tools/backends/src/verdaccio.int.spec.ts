import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startVerdaccio, type RunningVerdaccio } from './verdaccio.js';

const run = promisify(execFile);

describe('startVerdaccio', () => {
  let registry: RunningVerdaccio | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    await registry?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
    registry = folder = undefined;
  });

  it('takes a publish of its scope on 127.0.0.1, serves it, has no uplink, and stops', async () => {
    registry = await startVerdaccio({ scope: '@platform' });
    expect(registry.url).toBe(`http://127.0.0.1:${registry.port}`);

    folder = await mkdtemp(join(tmpdir(), 'verdaccio-spec-'));
    await writeFile(join(folder, 'package.json'), JSON.stringify({ name: '@platform/hello', version: '1.2.3' }));
    await writeFile(join(folder, '.npmrc'), registry.npmrc);
    await run('npm', ['publish', '--userconfig', join(folder, '.npmrc')], {
      cwd: folder,
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });

    const published = await fetch(`${registry.url}/@platform%2fhello`);
    expect(((await published.json()) as { 'dist-tags': object })['dist-tags']).toEqual({ latest: '1.2.3' });
    // A name outside the scope is refused, never fetched from another registry.
    const elsewhere = await fetch(`${registry.url}/react`);
    await elsewhere.body?.cancel();
    expect(elsewhere.status).toBe(401);

    await registry.stop();
    await expect(fetch(`${registry.url}/-/ping`)).rejects.toThrow();
  });
});
