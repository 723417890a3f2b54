import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { workspaceLibraries } from './workspace-libraries.js';

const run = promisify(execFile);
const libraries = workspaceLibraries();

/** The resolutions the libraries promise: ESM in Node (node16/nodenext) and in bundlers. They are ESM-only. */
const CHECKED_RESOLUTIONS = new Set(['node16-esm', 'bundler']);

/** A library as `npm pack` makes it: the tarball a registry would receive, and the paths inside it. */
interface Packed {
  readonly tarball: Uint8Array<ArrayBuffer>;
  readonly files: readonly string[];
}

/** Packs the library once, as `npm publish` would; every check below reads that one tarball. */
async function pack(root: string): Promise<Packed> {
  const destination = await mkdtemp(join(tmpdir(), 'platform-pack-'));
  try {
    const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], {
      cwd: root,
    });
    const [{ filename, files }] = JSON.parse(stdout) as [
      { readonly filename: string; readonly files: readonly { readonly path: string }[] },
    ];
    const tarball = new Uint8Array(await readFile(join(destination, filename)));
    return { tarball, files: files.map((file) => file.path) };
  } finally {
    await rm(destination, { recursive: true, force: true });
  }
}

describe.each(libraries)('the published $name', (library) => {
  let packed: Packed;
  beforeAll(async () => {
    packed = await pack(library.root);
  });

  it('passes publint (strict) on its packed files', async () => {
    const { messages, pkg } = await publint({ strict: true, pack: { tarball: packed.tarball.buffer } });
    expect(messages.map((message) => formatMessage(message, pkg))).toEqual([]);
  });

  it('has right types for every entry point under node16 ESM and bundler resolution (are-the-types-wrong)', async () => {
    const analysis = await checkPackage(createPackageFromTarballData(packed.tarball));
    expect(analysis.types, 'the package ships its own declarations').not.toBe(false);
    const problems = (analysis.types === false ? [] : analysis.problems).filter(
      (problem) => !('resolutionKind' in problem) || CHECKED_RESOLUTIONS.has(problem.resolutionKind),
    );
    expect(problems).toEqual([]);
  });

  it('ships only its built modules and declarations, its README and its manifest', () => {
    const extra = packed.files.filter(
      (path) => !/^dist\/.+\.(js|d\.ts)$/.test(path) && path !== 'package.json' && path !== 'README.md',
    );
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
