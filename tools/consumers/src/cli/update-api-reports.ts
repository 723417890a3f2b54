// Writes every library's API reports (libs/<lib>/api/*.api.md) from its built declarations.
// Usage: npx nx run-many -t build -p tag:type:core tag:type:react tag:type:service && npm run api:update
import { apiReport } from '../api-report.js';
import { workspaceLibraries } from '../workspace-libraries.js';

for (const library of workspaceLibraries()) {
  for (const entry of library.entries) {
    const result = apiReport(library, entry, true);
    console.log(`${library.name} ${entry}: ${result.changed ? 'updated' : 'unchanged'} ${result.file}`);
    for (const error of result.errors) console.error(`  ${error}`);
  }
}
