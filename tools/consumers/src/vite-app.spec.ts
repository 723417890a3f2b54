import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createConsumer, type ConsumerProject } from './consumer-project.js';
import { installedVersion } from './lockfile-subset.js';
import { isWorkspacePackage, workspaceLibraries } from './workspace-libraries.js';

const SERVICE = '@platform/auth';
const INSTALLED = ['@platform/core', '@platform/react', SERVICE];
const libraries = workspaceLibraries();
const versionOf = (name: string) => libraries.find((library) => library.name === name)?.version ?? '';

describe('a Vite React app outside the workspace', () => {
  let app: ConsumerProject;

  beforeAll(async () => {
    const registry = inject('localRegistry');
    const tools = [
      'react',
      'react-dom',
      'vite',
      '@vitejs/plugin-react',
      'vitest',
      'jsdom',
      'typescript',
      '@types/react',
      '@types/react-dom',
    ];
    app = await createConsumer({
      name: 'vite-app',
      registry: registry.url,
      npmrc: registry.npmrc,
      template: join(import.meta.dirname, '../fixtures/vite-app'),
      platformPackages: Object.fromEntries(INSTALLED.map((name) => [name, versionOf(name)])),
      thirdParty: Object.fromEntries(tools.map((name) => [name, installedVersion(name)])),
      transitive: libraries
        .filter((library) => INSTALLED.includes(library.name))
        .flatMap((library) => Object.keys(library.dependencies))
        .filter((name) => !isWorkspacePackage(name)),
    });
  });

  afterAll(() => app?.remove());

  it(`installs ${SERVICE} with only core and react of ours, and no Firebase SDK`, async () => {
    const installed = await app.run('npm', ['ls', '--all', '--parseable']);
    const ours = installed.split('\n').filter((line) => line.includes('/node_modules/@platform/'));
    expect(ours.map((line) => line.slice(line.indexOf('@platform/'))).sort()).toEqual([...INSTALLED].sort());
    expect(installed).not.toMatch(/node_modules\/(firebase|@firebase)\b/);
  });

  it('renders a component with the hooks on the memory adapter, under its own Vitest', async () => {
    const output = await app.run('npx', ['vitest', 'run']);
    expect(output).toMatch(/1 passed/);
  });

  it("builds, and the bundle holds no other service's code or SDK", async () => {
    await app.run('npx', ['vite', 'build']);
    const modules = JSON.parse(await readFile(join(app.dir, 'dist', 'modules.json'), 'utf8')) as string[];
    const packages = new Set(modules.flatMap((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? []));
    const ours = [...packages].filter(isWorkspacePackage);
    expect(ours.filter((name) => !INSTALLED.includes(name))).toEqual([]);
    expect(ours).toContain(SERVICE);
    expect([...packages].filter((name) => name === 'firebase' || name.startsWith('@firebase/'))).toEqual([]);
  });
});
