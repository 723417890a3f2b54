// Builds every library from scratch, then writes its API reports (libs/<lib>/api/*.api.md) from the declarations.
// Usage: npm run api:update
// An incremental build can print a union's members in another order than a clean one, so this deletes each library's
// `dist` (and its build info) first: the reports then match the clean build CI makes.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { apiReport, sharedCompilerState } from '../api-report.js';
import { WORKSPACE_ROOT, workspaceLibraries } from '../workspace-libraries.js';

const libraries = workspaceLibraries();
for (const library of libraries) rmSync(join(library.root, 'dist'), { recursive: true, force: true });
execFileSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '-p', ...libraries.map((library) => library.folder), '--skip-nx-cache'],
  {
    cwd: WORKSPACE_ROOT,
    stdio: 'inherit',
  },
);

const compilerState = sharedCompilerState(
  libraries.flatMap((library) => library.entries.map((entry) => ({ library, entry }))),
);
for (const library of libraries) {
  for (const entry of library.entries) {
    const result = apiReport(library, entry, true, compilerState);
    console.log(`${library.name} ${entry}: ${result.changed ? 'updated' : 'unchanged'} ${result.file}`);
    for (const error of result.errors) console.error(`  ${error}`);
  }
}
