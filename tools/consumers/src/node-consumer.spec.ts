import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { inject } from 'vitest';
import { asConsumerSpec, memoryContractSpecs } from './consumer-contract-spec.js';
import { createConsumer, type ConsumerProject } from './consumer-project.js';
import { installedVersion } from './lockfile-subset.js';
import { isWorkspacePackage, specifierOf, workspaceLibraries } from './workspace-libraries.js';

const libraries = workspaceLibraries();

/** Every third-party package a library asks for, peers included: a server app that runs the contracts has them. */
const thirdParty = [
  ...new Set(
    libraries.flatMap((library) => [...Object.keys(library.dependencies), ...Object.keys(library.peerDependencies)]),
  ),
].filter((name) => !isWorkspacePackage(name));

const TOOLS = ['typescript', '@types/react', '@types/node', 'jest'];

/** Imports every library's root entry and memory adapter, in Node, and says what it found. */
const serverScript = [
  `if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('not a server');`,
  ...libraries.flatMap((library, index) =>
    ['.', './memory']
      .filter((entry) => library.entries.includes(entry))
      .map((entry) => `import * as m${index}_${entry.length} from '${specifierOf(library, entry)}';`),
  ),
  `const loaded = { ${libraries
    .flatMap((library, index) =>
      ['.', './memory']
        .filter((entry) => library.entries.includes(entry))
        .map((entry) => `'${specifierOf(library, entry)}': Object.keys(m${index}_${entry.length}).length`),
    )
    .join(', ')} };`,
  `console.log(JSON.stringify(loaded));`,
].join('\n');

/** Imports every entry point of every library, for the type checker. */
const typesSource = libraries
  .flatMap((library, index) =>
    library.entries.map((entry, n) => `export * as l${index}e${n} from '${specifierOf(library, entry)}';`),
  )
  .join('\n');

const tsconfig = (moduleResolution: 'bundler' | 'node16') =>
  JSON.stringify({
    compilerOptions: {
      target: 'es2022',
      module: moduleResolution === 'bundler' ? 'esnext' : 'node16',
      moduleResolution,
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: ['node'],
      lib: ['es2022', 'dom'],
    },
    files: ['types.ts'],
  });

describe('a Node app outside the workspace', () => {
  let consumer: ConsumerProject;

  beforeAll(async () => {
    const registry = inject('localRegistry');
    consumer = await createConsumer({
      name: 'node',
      registry: registry.url,
      npmrc: registry.npmrc,
      platformPackages: Object.fromEntries(libraries.map((library) => [library.name, library.version])),
      thirdParty: Object.fromEntries([...thirdParty, ...TOOLS].map((name) => [name, installedVersion(name)])),
      transitive: [],
    });
  });

  afterAll(() => consumer?.remove());

  it('imports every root entry and memory adapter on a server, with no window', async () => {
    await consumer.write('server.mjs', serverScript);
    const loaded = JSON.parse(await consumer.run('node', ['server.mjs'])) as Record<string, number>;
    const expected = libraries.flatMap((library) =>
      ['.', './memory'].filter((entry) => library.entries.includes(entry)).map((entry) => specifierOf(library, entry)),
    );
    expect(Object.keys(loaded).sort()).toEqual(expected.sort());
    for (const [specifier, exports] of Object.entries(loaded)) expect(exports, specifier).toBeGreaterThan(0);
  });

  it("runs each library's contract against its memory adapter with the app's own Vitest", async () => {
    const specs = libraries.flatMap((library) =>
      memoryContractSpecs(library).map((file) => ({ library, file, name: `${library.folder}-${basename(file)}` })),
    );
    const withContract = libraries.filter((library) => library.entries.includes('./contract'));
    expect(specs.map((spec) => spec.library.name).sort()).toEqual(withContract.map((library) => library.name).sort());
    for (const spec of specs) await consumer.write(`contracts/${spec.name}`, asConsumerSpec(spec.library, spec.file));
    await consumer.write(
      'vitest.config.mjs',
      // 30 s per case, as in the workspace: a safety net for a hang, not a speed limit on a busy machine.
      `export default { test: { globals: true, include: ['contracts/**/*.spec.ts'], testTimeout: 30_000 } };`,
    );
    const output = await consumer.run('npx', ['vitest', 'run']);
    expect(output).toMatch(new RegExp(`Test Files\\s+${specs.length} passed`));
  });

  it("runs the app's own tests on @platform/testing with its Vitest and with Jest as ESM", async () => {
    const tests = await readFile(join(import.meta.dirname, '../fixtures/app-tests/notes.test.mjs'), 'utf8');
    await consumer.write('app-tests/notes.test.mjs', tests);
    await consumer.write(
      'app-tests/vitest.config.mjs',
      `export default { test: { globals: true, include: ['*.test.mjs'], testTimeout: 30_000 } };`,
    );
    await consumer.write(
      'app-tests/jest.config.mjs',
      `export default { testMatch: ['**/*.test.mjs'], transform: {}, testEnvironment: 'node', testTimeout: 30_000 };`,
    );
    const vitest = await consumer.run('npx', ['vitest', 'run', '--root', 'app-tests']);
    expect(vitest).toMatch(/Tests\s+3 passed/);
    // Jest runs ES modules through Node's VM modules.
    const jest = await consumer.run('node', [
      '--experimental-vm-modules',
      'node_modules/jest/bin/jest.js',
      '--config',
      'app-tests/jest.config.mjs',
      '--rootDir',
      'app-tests',
    ]);
    expect(jest).toMatch(/Tests:\s+3 passed, 3 total/);
  });

  it('type-checks every entry point under moduleResolution bundler and node16', async () => {
    await consumer.write('types.ts', typesSource);
    const resolutions = ['bundler', 'node16'] as const;
    for (const resolution of resolutions) await consumer.write(`tsconfig.${resolution}.json`, tsconfig(resolution));
    // One compiler process checks both projects (`--build`), sharing what they have in common; `--verbose` names the
    // project before its errors.
    await consumer.run('npx', [
      'tsc',
      '--build',
      '--verbose',
      ...resolutions.map((resolution) => `tsconfig.${resolution}.json`),
    ]);
  });
});
