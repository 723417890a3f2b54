import { ESLint } from 'eslint';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** Lints `code` as if it were the file at `filePath`, with that project's own ESLint config. */
async function lintAs(filePath: string, code: string): Promise<string[]> {
  const projectRoot = resolve(root, filePath.split('/').slice(0, 2).join('/'));
  const eslint = new ESLint({ cwd: projectRoot, overrideConfigFile: resolve(projectRoot, 'eslint.config.mjs') });
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('module boundaries', () => {
  it('stops core from depending on any other library', async () => {
    const messages = await lintAs('libs/core/src/fixture.ts', "export { PlatformProvider } from '@platform/react';\n");
    expect(messages).toEqual([expect.stringMatching(/^@nx\/enforce-module-boundaries: /)]);
  });

  it('holds each library to the tags it may depend on', async () => {
    const messages = await lintAs(
      'apps/web-e2e/e2e/fixture.ts',
      "export { PlatformProvider } from '@platform/react';\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^@nx\/enforce-module-boundaries: A project tagged with "type:e2e" can only depend on libs tagged with "type:tooling"/,
      ),
    ]);
  });

  it('lets the react bindings depend on core', async () => {
    expect(await lintAs('libs/react/src/fixture.ts', "export { retry } from '@platform/core';\n")).toEqual([]);
  });

  it("keeps a service's ./firebase entry for apps only", async () => {
    const code = "export { createFirebaseAuth } from '@platform/auth/firebase';\n";
    for (const file of [
      'libs/react/src/fixture.ts',
      'libs/core/src/firebase/fixture.ts',
      'tools/workspace/src/fixture.ts',
    ]) {
      expect(await lintAs(file, code)).toContainEqual(
        expect.stringMatching(/^no-restricted-imports: .*Only apps choose a driver/),
      );
    }
    expect(
      (await lintAs('apps/web/src/fixture.ts', code)).filter((m) => m.startsWith('no-restricted-imports')),
    ).toEqual([]);
  });

  it('keeps the Firebase app lifecycle for apps and Firebase adapters', async () => {
    const code = "export { createFirebaseApp } from '@platform/core/firebase';\n";
    expect(await lintAs('libs/react/src/fixture.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Only apps and Firebase adapters/),
    ]);
    expect(await lintAs('apps/web/src/fixture.ts', code)).toEqual([]);
  });

  it('forbids reaching into another library by path', async () => {
    const relative = await lintAs('libs/react/src/fixture.ts', "export { retry } from '../../core/src/retry/retry';\n");
    expect(relative).toEqual([
      expect.stringMatching(
        /^@nx\/enforce-module-boundaries: Projects cannot be imported by a relative or absolute path/,
      ),
    ]);

    const deep = await lintAs('apps/web/src/fixture.ts', "export { retry } from '@platform/core/src/retry/retry';\n");
    expect(deep.some((m) => m.startsWith('no-restricted-imports:') && m.includes('public entry points'))).toBe(true);
  });

  it('keeps the SDK and React out of a library root entry', async () => {
    expect(await lintAs('libs/core/src/fixture.ts', "export { initializeApp } from 'firebase/app';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Only src\/firebase/),
    ]);
    expect(await lintAs('libs/core/src/fixture.ts', "export { useState } from 'react';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Only src\/react/),
    ]);
    expect(
      await lintAs('libs/core/src/firebase/fixture.ts', "export type { FirebaseApp } from 'firebase/app';\n"),
    ).toEqual([]);
  });
});
