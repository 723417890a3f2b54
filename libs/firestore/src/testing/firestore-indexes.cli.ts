import { parseArgs } from 'node:util';
import { firestoreIndexes } from './firestore-indexes-command.js';

// `npm run firestore:indexes [-- --write] [--indexes firestore.indexes.json] [--recordings <folder>]`: exits with 1
// when the file lacks an index the recorded queries need (and nothing was written).
const { values } = parseArgs({
  options: {
    indexes: { type: 'string', default: 'firestore.indexes.json' },
    recordings: { type: 'string', default: 'apps/web-e2e/test-output/playwright/memory/firestore-queries' },
    write: { type: 'boolean', default: false },
  },
});

try {
  const { missing } = firestoreIndexes({
    indexesFile: values.indexes,
    recordings: values.recordings,
    write: values.write,
  });
  if (missing.length > 0) process.exitCode = 1;
} catch (error) {
  const where = (error as { customData?: { at?: string; reason?: string } }).customData;
  console.error(String((error as Error).message ?? error), where?.at ? `${where.at} ${String(where.reason)}` : '');
  process.exitCode = 1;
}
