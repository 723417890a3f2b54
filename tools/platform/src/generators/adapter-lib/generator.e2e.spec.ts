import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { adapterLibGenerator } from './generator';
import { createTempWorkspace, type TempWorkspace } from './testing/temp-workspace';
import { createWorkspaceTree } from './testing/workspace-tree';

const COMMAND_TIMEOUT_MS = 240_000;
const ENTRY_POINTS = ['index', 'firebase/index', 'memory/index', 'react/index'];

describe('a generated library', () => {
  let workspace: TempWorkspace;

  beforeAll(() => {
    workspace = createTempWorkspace('adapter-lib-e2e-');
  });
  afterAll(() => workspace.dispose());

  it.each([
    { name: 'sample-svc', sdk: 'firebase/storage', case: 'an SDK module the Emulator Suite serves' },
    {
      name: 'sample-check',
      sdk: 'firebase/remote-config',
      case: 'an SDK module whose isSupported() is false under Node',
    },
  ])(
    'passes lint, builds against core and react, and passes its own tests and both contracts, on $case ($sdk)',
    async ({ name, sdk }) => {
      const tree = createWorkspaceTree({ realFirebase: true });
      await adapterLibGenerator(tree, { name, sdk });
      workspace.writeFrom(tree, `libs/${name}`);

      // From the library's folder, as `nx lint` runs it, so that its own eslint.config.mjs applies.
      const lint = await workspace.runBin(
        'eslint/bin/eslint.js',
        ['--max-warnings=0', '.'],
        COMMAND_TIMEOUT_MS,
        `libs/${name}`,
      );
      expect(lint.code, lint.output).toBe(0);

      // With the workspace's compiler: `build` and `typecheck` run TypeScript's native `tsgo`.
      const build = await workspace.runBin(
        '@typescript/native-preview/bin/tsgo',
        ['--build', `libs/${name}/tsconfig.json`],
        COMMAND_TIMEOUT_MS,
      );
      expect(build.output).toBe('');
      expect(build.code).toBe(0);
      for (const entry of [...ENTRY_POINTS, `${name}.contract`]) {
        expect(existsSync(join(workspace.root, `libs/${name}/dist/${entry}.js`))).toBe(true);
      }

      const test = await workspace.runBin(
        'vitest/vitest.mjs',
        ['run', '--config', `libs/${name}/vitest.config.mts`, '--reporter=verbose'],
        COMMAND_TIMEOUT_MS,
      );
      expect(test.code, test.output).toBe(0);
      expect(test.output).toContain(`${name} contract [memory]`);
      expect(test.output).toContain(`${name} contract [firebase]`);
      expect(test.output).toMatch(/Tests\s+(\d+) passed \(\1\)/);
      expect(test.output).not.toMatch(/skipped|todo/i);
    },
    COMMAND_TIMEOUT_MS * 2,
  );
});
