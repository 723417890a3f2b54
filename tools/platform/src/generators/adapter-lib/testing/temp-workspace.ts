import { workspaceRoot, type Tree } from '@nx/devkit';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The workspace libraries every service library builds on. */
const SHARED_LIBS = ['core', 'react'] as const;

/** Build output and installs that a copy of a library must not carry over. */
const LEFTOVERS = /[\\/](dist|out-tsc|node_modules|test-output)$/;

/** What a command printed, and how it ended. */
interface CommandResult {
  /** The exit code; 0 on success. */
  readonly code: number;
  /** Standard output, then standard error. */
  readonly output: string;
}

/** A throwaway workspace outside the repository, with copies of the shared libraries and the repository's packages. */
export interface TempWorkspace {
  /** Its root directory. */
  readonly root: string;
  /** Writes the files that `tree` created under `dir` into the workspace. */
  writeFrom(tree: Tree, dir: string): void;
  /** Runs a Node script of an installed package (e.g. `typescript/bin/tsc`) in the workspace root, or in `dir` below it. */
  runBin(script: string, args: readonly string[], timeoutMs: number, dir?: string): Promise<CommandResult>;
  /** Deletes the workspace. */
  dispose(): void;
}

/** The environment of a nested tool run: without the markers of the Vitest run that starts it, and without colour. */
function childEnv(): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'FORCE_COLOR',
  );
  return { ...Object.fromEntries(inherited), NO_COLOR: '1' };
}

/**
 * Creates a workspace in the system temp directory holding the root configs,
 * copies of `libs/core` and `libs/react` (so builds write there, not into the
 * repository), and a `node_modules` that links every installed package except
 * `@platform/*`, whose entries point at those copies.
 */
export function createTempWorkspace(prefix: string): TempWorkspace {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const file of ['tsconfig.base.json', 'eslint.config.mjs', '.prettierrc']) {
    cpSync(join(workspaceRoot, file), join(root, file));
  }
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: '@platform/source', private: true }, null, 2));

  const modules = join(root, 'node_modules');
  mkdirSync(join(modules, '@platform'), { recursive: true });
  for (const entry of readdirSync(join(workspaceRoot, 'node_modules'))) {
    if (entry === '@platform' || entry.startsWith('.')) continue;
    symlinkSync(join(workspaceRoot, 'node_modules', entry), join(modules, entry));
  }
  for (const lib of SHARED_LIBS) {
    cpSync(join(workspaceRoot, 'libs', lib), join(root, 'libs', lib), {
      recursive: true,
      filter: (source) => !LEFTOVERS.test(source),
    });
    symlinkSync(join(root, 'libs', lib), join(modules, '@platform', lib));
  }

  return {
    root,
    writeFrom(tree, dir) {
      for (const change of tree.listChanges()) {
        if (change.type !== 'CREATE' || !change.path.startsWith(`${dir}/`) || change.content === null) continue;
        const target = join(root, change.path);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, change.content);
      }
    },
    runBin(script, args, timeoutMs, dir = '.') {
      const bin = join(workspaceRoot, 'node_modules', script);
      return new Promise((resolve) => {
        execFile(
          process.execPath,
          [bin, ...args],
          { cwd: join(root, dir), env: childEnv(), timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
          (error, stdout, stderr) => {
            const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
            resolve({ code, output: `${stdout}${stderr}` });
          },
        );
      });
    },
    dispose() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
