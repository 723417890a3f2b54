import { apiReport, sharedCompilerState } from './api-report.js';
import { workspaceLibraries } from './workspace-libraries.js';

const entries = workspaceLibraries().flatMap((library) => library.entries.map((entry) => ({ library, entry })));

describe('the committed API reports', () => {
  let compilerState: ReturnType<typeof sharedCompilerState> | undefined;

  it.each(entries)('$library.name $entry matches its built declarations', ({ library, entry }) => {
    compilerState ??= sharedCompilerState(entries);
    const result = apiReport(library, entry, false, compilerState);
    expect(result.errors).toEqual([]);
    expect(
      result.changed,
      `libs/${library.folder}/${result.file} is out of date: run \`npm run api:update\` and commit the report.`,
    ).toBe(false);
  });
});
