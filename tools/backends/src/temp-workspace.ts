import { rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A private temporary directory for one backend run. */
export interface TempWorkspace {
  /** Absolute path of the directory. */
  readonly dir: string;
  /** Writes a file inside the directory and returns its absolute path. */
  write(name: string, content: string): Promise<string>;
  /** Deletes the directory and everything in it. Safe to call twice. */
  remove(): Promise<void>;
}

/**
 * Creates a fresh directory under `os.tmpdir()`.
 * It is also deleted if the current process exits before {@link TempWorkspace.remove} is called.
 */
export async function createTempWorkspace(prefix = 'platform-backends-'): Promise<TempWorkspace> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const removeOnExit = (): void => rmSync(dir, { recursive: true, force: true });
  process.once('exit', removeOnExit);
  return {
    dir,
    async write(name, content) {
      const path = join(dir, name);
      await writeFile(path, content, 'utf8');
      return path;
    },
    async remove() {
      process.removeListener('exit', removeOnExit);
      await rm(dir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
