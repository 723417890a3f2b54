import { logger, readJson, type Tree } from '@nx/devkit';
import { adapterLibGenerator } from './generator';
import { createWorkspaceTree, filesUnder, ROOT_TSCONFIG } from './testing/workspace-tree';

interface ExportConditions {
  readonly '@platform/source': string;
  readonly types: string;
  readonly import: string;
  readonly default: string;
}

interface GeneratedPackageJson {
  readonly name: string;
  readonly private?: boolean;
  readonly version: string;
  readonly type: string;
  readonly sideEffects: boolean;
  readonly exports: Readonly<Record<string, string | ExportConditions>>;
  readonly files: readonly string[];
  readonly nx: { readonly name: string; readonly tags: readonly string[] };
  readonly dependencies: Readonly<Record<string, string>>;
  readonly peerDependencies: Readonly<Record<string, string>>;
  readonly peerDependenciesMeta: Readonly<Record<string, { readonly optional: boolean }>>;
}

interface TsConfig {
  readonly extends?: string;
  readonly references?: readonly { readonly path: string }[];
  readonly include?: readonly string[];
}

const read = (tree: Tree, path: string): string => {
  const text = tree.read(path, 'utf-8');
  if (text === null) throw new Error(`${path} was not generated.`);
  return text;
};

describe('adapter-lib generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createWorkspaceTree();
  });

  it('scaffolds every file of the service-library shape', async () => {
    await adapterLibGenerator(tree, { name: 'storage' });

    expect(filesUnder(tree, 'libs/storage')).toEqual([
      'README.md',
      'bench/adapter-call.ts',
      'bench/adapter-port.ts',
      'bench/sdk-call.ts',
      'bench/sdk-port.ts',
      'eslint.config.mjs',
      'package.json',
      'src/firebase/firebase-storage.contract.spec.ts',
      'src/firebase/firebase-storage.emulator.spec.ts',
      'src/firebase/firebase-storage.facade.ts',
      'src/firebase/firebase-storage.lazy.spec.ts',
      'src/firebase/firebase-storage.lifecycle.spec.ts',
      'src/firebase/firebase-storage.ts',
      'src/firebase/index.ts',
      'src/firebase/testing/demo-config.ts',
      'src/index.ts',
      'src/internal/connection-state.ts',
      'src/internal/lifecycle-errors.ts',
      'src/memory/index.ts',
      'src/memory/memory-storage.contract.spec.ts',
      'src/memory/memory-storage.spec.ts',
      'src/memory/memory-storage.ts',
      'src/react/index.ts',
      'src/react/use-storage-connection.spec.tsx',
      'src/react/use-storage-connection.ts',
      'src/react/use-storage.ts',
      'src/storage.contract.ts',
      'src/storage.errors.ts',
      'src/storage.port.ts',
      'src/storage.types.ts',
      'tsconfig.json',
      'tsconfig.lib.json',
      'tsconfig.spec.json',
      'vitest.config.mts',
    ]);
  });

  it('gives the library bench fixtures: one call and every method through its adapter, and the same on its SDK module', async () => {
    await adapterLibGenerator(tree, { name: 'storage' });

    const adapterCall = read(tree, 'libs/storage/bench/adapter-call.ts');
    expect(adapterCall).toContain("import { createFirebaseStorage } from '@platform/storage/firebase';");
    expect(adapterCall).toContain('export default async function run(options: FirebaseOptions): Promise<unknown>');
    const sdkCall = read(tree, 'libs/storage/bench/sdk-call.ts');
    expect(sdkCall).toContain("import { getStorage } from 'firebase/storage';");
    expect(sdkCall).toContain('return getStorage(app);');
    expect(read(tree, 'libs/storage/bench/adapter-port.ts')).toContain('port.watchConnection(');
    expect(read(tree, 'libs/storage/bench/sdk-port.ts')).toContain('return getStorage(app);');
    expect(readJson<TsConfig>(tree, 'libs/storage/tsconfig.spec.json').include).toContain('bench/**/*.ts');
  });

  it('leaves no template syntax or placeholder behind', async () => {
    await adapterLibGenerator(tree, { name: 'remote-config' });

    for (const file of filesUnder(tree, 'libs/remote-config')) {
      expect(file).not.toMatch(/__\w+__/);
      expect(read(tree, `libs/remote-config/${file}`)).not.toMatch(/<%|%>|__tmpl__|TODO/);
    }
  });

  it("starts a publishable library at the libraries' one version, with core and react pinned to it", async () => {
    tree.write('libs/core/package.json', JSON.stringify({ name: '@platform/core', version: '1.4.0' }));
    await adapterLibGenerator(tree, { name: 'storage' });
    const pkg = readJson<GeneratedPackageJson>(tree, 'libs/storage/package.json');

    expect(pkg.private).toBeUndefined();
    expect(pkg.version).toBe('1.4.0');
    expect(pkg.dependencies).toMatchObject({ '@platform/core': '1.4.0', '@platform/react': '1.4.0' });
  });

  it('writes a package.json with every entry point, the tags and the dependencies of a service library', async () => {
    await adapterLibGenerator(tree, { name: 'storage' });
    const pkg = readJson<GeneratedPackageJson>(tree, 'libs/storage/package.json');

    expect(pkg).toMatchObject({
      name: '@platform/storage',
      version: '0.0.1',
      license: 'MIT',
      type: 'module',
      sideEffects: false,
      files: ['dist', '!dist/**/*.tsbuildinfo', '!dist/**/*.spec.*'],
      publishConfig: { access: 'public' },
      nx: { name: 'storage', tags: ['type:service', 'scope:storage'] },
      dependencies: { '@platform/core': '0.0.1', '@platform/react': '0.0.1', tslib: '^2.3.0' },
      peerDependencies: { firebase: '^12.19.0 || ^13.1.0', react: '^19.0.0', vitest: '^4.1.0' },
      peerDependenciesMeta: { firebase: { optional: true }, react: { optional: true }, vitest: { optional: true } },
    });
    expect(Object.keys(pkg.exports)).toEqual([
      './package.json',
      '.',
      './firebase',
      './memory',
      './react',
      './contract',
    ]);
    const entries: Record<string, string> = {
      '.': 'index',
      './firebase': 'firebase/index',
      './memory': 'memory/index',
      './react': 'react/index',
      './contract': 'storage.contract',
    };
    for (const [entry, file] of Object.entries(entries)) {
      expect(pkg.exports[entry]).toEqual({
        '@platform/source': `./src/${file}.ts`,
        types: `./dist/${file}.d.ts`,
        import: `./dist/${file}.js`,
        default: `./dist/${file}.js`,
      });
    }
  });

  it('points the library tsconfigs at the workspace base and at core and react', async () => {
    await adapterLibGenerator(tree, { name: 'storage' });

    expect(readJson<TsConfig>(tree, 'libs/storage/tsconfig.json').extends).toBe('../../tsconfig.base.json');
    expect(readJson<TsConfig>(tree, 'libs/storage/tsconfig.lib.json').references).toEqual([
      { path: '../core/tsconfig.lib.json' },
      { path: '../react/tsconfig.lib.json' },
    ]);
    expect(readJson<TsConfig>(tree, 'libs/storage/tsconfig.spec.json').references).toContainEqual({
      path: './tsconfig.lib.json',
    });
    expect(read(tree, 'libs/storage/eslint.config.mjs')).toContain("from '../../eslint.config.mjs'");
    expect(read(tree, 'libs/storage/vitest.config.mts')).toContain("'../../node_modules/.vite/libs/storage'");
  });

  it('derives every identifier from a kebab-case name', async () => {
    await adapterLibGenerator(tree, { name: 'remote-config' });
    const file = (path: string) => read(tree, `libs/remote-config/src/${path}`);

    expect(file('remote-config.port.ts')).toContain('export interface RemoteConfigPort');
    expect(file('remote-config.types.ts')).toContain('export type RemoteConfigConnection');
    expect(file('remote-config.errors.ts')).toContain(
      "export const remoteConfigErrors = defineErrors('remote-config', {",
    );
    expect(file('remote-config.errors.ts')).toContain("'remote-config/unknown':");
    expect(file('remote-config.errors.ts')).toContain('\nconst REMOTE_CONFIG_SDK_CODES');
    expect(file('remote-config.errors.ts')).toContain('export const toRemoteConfigError = createFirebaseErrorMapper(');
    expect(file('remote-config.contract.ts')).toContain('export function remoteConfigContract(');
    expect(file('remote-config.contract.ts')).toContain('describe(`remote-config contract [${adapterName}]`');
    expect(file('firebase/firebase-remote-config.ts')).toContain('export function createRemoteConfigImplementation({');
    expect(file('memory/memory-remote-config.ts')).toContain('export function createMemoryRemoteConfig({');
    expect(file('react/use-remote-config.ts')).toContain('export function useRemoteConfig(): RemoteConfigPort');
    expect(file('react/use-remote-config.ts')).toContain("useService('remote-config')");
    expect(file('react/use-remote-config.ts')).toContain("'remote-config': RemoteConfigPort;");
    expect(file('react/use-remote-config-connection.ts')).toContain(
      "REMOTE_CONFIG_CONNECTION_KEY = 'remote-config:connection'",
    );
  });

  it('keeps the SDK out of the eager facade: only the implementation it loads imports firebase/<name>', async () => {
    await adapterLibGenerator(tree, { name: 'storage' });
    const file = (path: string) => read(tree, `libs/storage/src/firebase/${path}`);

    expect(file('index.ts')).toContain("export { createFirebaseStorage } from './firebase-storage.facade.js';");
    expect(file('firebase-storage.facade.ts')).not.toMatch(/from 'firebase\//);
    expect(file('firebase-storage.facade.ts')).not.toMatch(/^import \{[^}]*storageErrors/m);
    expect(file('firebase-storage.facade.ts')).toContain("import('./firebase-storage.js')");
    expect(file('firebase-storage.ts')).toContain("import * as sdk from 'firebase/storage';");
    expect(file('firebase-storage.lazy.spec.ts')).toContain("vi.mock('firebase/storage',");
  });

  it('connects the emulator of a module the Emulator Suite serves, and offers none elsewhere', async () => {
    await adapterLibGenerator(tree, { name: 'storage' });
    await adapterLibGenerator(tree, { name: 'remote-config' });
    const storage = read(tree, 'libs/storage/src/firebase/firebase-storage.ts');
    const remoteConfig = read(tree, 'libs/remote-config/src/firebase/firebase-remote-config.ts');

    expect(storage).toContain('readonly emulator?: { readonly host: string; readonly port: number };');
    expect(storage).toContain('sdk.connectStorageEmulator(instance, emulator.host, emulator.port)');
    expect(tree.exists('libs/storage/src/firebase/firebase-storage.emulator.spec.ts')).toBe(true);
    expect(remoteConfig).not.toContain('emulator');
    expect(remoteConfig).toContain('sdk.isSupported()');
    expect(tree.exists('libs/remote-config/src/firebase/firebase-remote-config.emulator.spec.ts')).toBe(false);
  });

  it.each([
    ['auth', 'firebase/auth'],
    ['firestore', 'firebase/firestore'],
    ['rtdb', 'firebase/database'],
    ['storage', 'firebase/storage'],
    ['appcheck', 'firebase/app-check'],
    ['messaging', 'firebase/messaging'],
    ['remote-config', 'firebase/remote-config'],
    ['installations', 'firebase/installations'],
    ['analytics', 'firebase/analytics'],
  ])('loads the right SDK module for the %s service by default (%s)', async (name, sdk) => {
    const real = createWorkspaceTree({ realFirebase: true });

    await adapterLibGenerator(real, { name });

    expect(read(real, `libs/${name}/README.md`)).toContain(`loads \`${sdk}\` on first use`);
  });

  it('loads the module named by --sdk', async () => {
    await adapterLibGenerator(tree, { name: 'sample-db', sdk: 'firebase/database' });

    expect(read(tree, 'libs/sample-db/src/firebase/firebase-sample-db.ts')).toContain("from 'firebase/database'");
    expect(read(tree, 'libs/sample-db/src/firebase/firebase-sample-db.lazy.spec.ts')).toContain(
      "vi.mock('firebase/database',",
    );
    expect(read(tree, 'libs/sample-db/README.md')).toContain('loads `firebase/database` on first use');
  });

  it('adds the library to the root tsconfig.json references and keeps the others', async () => {
    await adapterLibGenerator(tree, { name: 'storage' });

    expect(readJson<TsConfig>(tree, 'tsconfig.json')).toEqual({
      ...ROOT_TSCONFIG,
      references: [...ROOT_TSCONFIG.references, { path: './libs/storage' }],
    });
  });

  it('does not reference the library twice', async () => {
    tree.write('tsconfig.json', JSON.stringify({ ...ROOT_TSCONFIG, references: [{ path: 'libs/storage' }] }));

    await adapterLibGenerator(tree, { name: 'storage' });

    expect(readJson<TsConfig>(tree, 'tsconfig.json').references).toEqual([{ path: 'libs/storage' }]);
  });

  it('leaves a workspace without a root tsconfig.json without one', async () => {
    tree.delete('tsconfig.json');

    await adapterLibGenerator(tree, { name: 'storage' });

    expect(tree.exists('tsconfig.json')).toBe(false);
  });

  it("gives the library its section in the release changelog, keeping the others'", async () => {
    const release = { conventionalCommits: { types: { core: { semverBump: 'patch', changelog: { title: 'Core' } } } } };
    tree.write('nx.json', JSON.stringify({ release }));

    await adapterLibGenerator(tree, { name: 'remote-config' });

    expect(readJson<{ release: typeof release }>(tree, 'nx.json').release.conventionalCommits.types).toEqual({
      core: { semverBump: 'patch', changelog: { title: 'Core' } },
      'remote-config': { semverBump: 'patch', changelog: { title: 'Remote Config' } },
    });
  });

  it('formats the files unless told not to', async () => {
    await adapterLibGenerator(tree, { name: 'storage' });
    await adapterLibGenerator(tree, { name: 'analytics', skipFormat: true });

    expect(read(tree, 'libs/storage/package.json')).toContain('"files": [\n    "dist",');
    expect(read(tree, 'libs/analytics/package.json')).toContain(
      '"files": ["dist", "!dist/**/*.tsbuildinfo", "!dist/**/*.spec.*"]',
    );
  });

  it('prints the next steps once the files are written', async () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);

    const callback = await adapterLibGenerator(tree, { name: 'storage' });
    expect(info).not.toHaveBeenCalled();
    await callback();

    expect(info).toHaveBeenCalledWith(expect.stringContaining('npm install'));
    expect(info).toHaveBeenCalledWith(
      expect.stringContaining('npx nx run-many -t lint typecheck test build -p storage'),
    );
    info.mockRestore();
  });

  describe('validation', () => {
    it.each([
      'Storage',
      'remote_config',
      'remoteConfig',
      '1storage',
      '-storage',
      'storage-',
      'remote--config',
      'my storage',
      '',
    ])('rejects the name %j', async (name) => {
      await expect(adapterLibGenerator(tree, { name })).rejects.toThrow(/^Invalid --name ".*"\. Use kebab-case/);
      expect(tree.exists('libs')).toBe(false);
    });

    it('suggests the kebab-case spelling of a bad name', async () => {
      await expect(adapterLibGenerator(tree, { name: 'RemoteConfig' })).rejects.toThrow('(e.g. --name=remote-config)');
    });

    it('refuses a library that already exists', async () => {
      tree.write('libs/storage/README.md', '# mine');

      await expect(adapterLibGenerator(tree, { name: 'storage' })).rejects.toThrow(
        'libs/storage already exists. Choose another --name, or remove libs/storage first.',
      );
      expect(read(tree, 'libs/storage/README.md')).toBe('# mine');
    });

    it('refuses a name another project already has', async () => {
      tree.write(
        'apps/storage/package.json',
        JSON.stringify({ name: '@platform/storage-app', nx: { name: 'storage' } }),
      );

      await expect(adapterLibGenerator(tree, { name: 'storage' })).rejects.toThrow(
        'A project named "storage" already exists at apps/storage.',
      );
    });

    it('refuses an SDK module the installed firebase does not have, listing those it has', async () => {
      await expect(adapterLibGenerator(tree, { name: 'sample-svc' })).rejects.toThrow(
        '"firebase/sample-svc" is not an entry point of the installed firebase 12.19.0. Pass --sdk with one of: ' +
          'firebase/analytics, firebase/database, firebase/firestore/lite, firebase/remote-config, firebase/storage.',
      );
    });

    it('refuses an --sdk outside the modular firebase package', async () => {
      await expect(adapterLibGenerator(tree, { name: 'storage', sdk: '@firebase/storage' })).rejects.toThrow(
        /^Invalid --sdk "@firebase\/storage"/,
      );
    });

    it('says so when firebase is not installed', async () => {
      const bare = createWorkspaceTree({ withoutFirebase: true });

      await expect(adapterLibGenerator(bare, { name: 'storage' })).rejects.toThrow(
        /firebase package is not installed.*Run npm install first/,
      );
    });
  });
});
