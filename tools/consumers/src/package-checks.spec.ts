import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { workspaceLibraries } from './workspace-libraries.js';

const run = promisify(execFile);
const libraries = workspaceLibraries();

/** The resolutions the libraries promise: ESM in Node (node16/nodenext) and in bundlers. They are ESM-only. */
const CHECKED_RESOLUTIONS = new Set(['node16-esm', 'bundler']);

interface AttwProblem {
  readonly kind: string;
  readonly entrypoint?: string;
  readonly resolutionKind?: string;
}

describe.each(libraries)('the published $name', (library) => {
  it('passes publint (strict) on its packed files', async () => {
    const { messages, pkg } = await publint({ pkgDir: library.root, strict: true, pack: 'npm' });
    expect(messages.map((message) => formatMessage(message, pkg))).toEqual([]);
  });

  it('has right types for every entry point under node16 ESM and bundler resolution (are-the-types-wrong)', async () => {
    const { stdout } = await run('npx', ['attw', '--pack', '.', '--format', 'json', '--profile', 'esm-only'], {
      cwd: library.root,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const problems = Object.values(JSON.parse(stdout).problems as Record<string, AttwProblem[]>)
      .flat()
      .filter((problem) => problem.resolutionKind === undefined || CHECKED_RESOLUTIONS.has(problem.resolutionKind));
    expect(problems).toEqual([]);
  });

  it('ships only its built modules and declarations, its README and its manifest', async () => {
    const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: library.root });
    const [{ files }] = JSON.parse(stdout) as [{ readonly files: readonly { readonly path: string }[] }];
    const extra = files
      .map((file) => file.path)
      .filter((path) => !/^dist\/.+\.(js|d\.ts)$/.test(path) && path !== 'package.json' && path !== 'README.md');
    expect(extra, 'no sources, specs, bench fixtures, declaration maps or build info').toEqual([]);
  });

  it('is publishable, with its platform dependencies pinned to its own version (one fixed release group)', async () => {
    expect(library.private).toBe(false);
    const manifest = JSON.parse(await readFile(join(library.root, 'package.json'), 'utf8')) as {
      readonly license?: string;
      readonly publishConfig?: { readonly access?: string };
    };
    expect(manifest.license).toBe('MIT');
    expect(manifest.publishConfig?.access).toBe('public');
    const platform = Object.entries({ ...library.dependencies, ...library.peerDependencies }).filter(([name]) =>
      name.startsWith('@platform/'),
    );
    for (const [name, range] of platform) expect(range, name).toBe(library.version);
  });
});
