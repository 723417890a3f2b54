import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryRecording } from '../indexes/query-recording.js';
import { createMemoryFirestore } from '../memory/memory-firestore.js';
import { orderBy, query, where } from '../model/query.js';
import { collection } from '../model/refs.js';
import { firestoreIndexes } from './firestore-indexes-command.js';

const TAGGED = {
  collectionGroup: 'notes',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
    { fieldPath: 'createdAt', order: 'DESCENDING' },
  ],
};

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A test run's recording: the queries a memory adapter ran, in `recordings/run.json`; the index file beside it. */
async function recordRun(indexes: unknown) {
  folder = mkdtempSync(join(tmpdir(), 'firestore-indexes-'));
  const recording = createQueryRecording();
  const port = createMemoryFirestore({ recording });
  const notes = collection('users/ada/notes');
  await port.getDocs(query(notes, orderBy('createdAt', 'desc')));
  await port.getDocs(query(notes, where('tags', 'array-contains', 'home'), orderBy('createdAt', 'desc')));
  const recordings = join(folder, 'recordings');
  const indexesFile = join(folder, 'firestore.indexes.json');
  writeFileSync(indexesFile, JSON.stringify(indexes));
  mkdirSync(recordings);
  writeFileSync(join(recordings, 'run.json'), JSON.stringify(recording));
  const lines: string[] = [];
  return { recordings, indexesFile, lines, log: (line: string) => lines.push(line) };
}

describe('npm run firestore:indexes', () => {
  it('reports nothing missing when the file has the composite index the recorded queries need', async () => {
    const run = await recordRun({ indexes: [TAGGED], fieldOverrides: [] });
    expect(firestoreIndexes(run)).toEqual({ needed: [{ section: 'indexes', entry: TAGGED }], missing: [] });
    expect(run.lines.at(-1)).toBe(`${run.indexesFile} has every index they need.`);
  });

  it('reports the entry a composite query lacks, and adds it with --write', async () => {
    const run = await recordRun({ indexes: [], fieldOverrides: [] });
    expect(firestoreIndexes(run).missing).toEqual([{ section: 'indexes', entry: TAGGED }]);
    expect(run.lines).toContain(`  indexes: ${JSON.stringify(TAGGED)}`);

    expect(firestoreIndexes({ ...run, write: true }).missing).toEqual([]);
    expect(JSON.parse(readFileSync(run.indexesFile, 'utf8'))).toEqual({ indexes: [TAGGED], fieldOverrides: [] });
    expect(firestoreIndexes(run).missing).toEqual([]);
  });

  it('says where the recordings are missing, and refuses a malformed index file by name', async () => {
    const run = await recordRun({ indexes: [{ collectionGroup: 'notes', fields: [{ fieldPath: 'a', order: 'UP' }] }] });
    expect(() => firestoreIndexes({ ...run, recordings: join(folder, 'none') })).toThrow(/No recording of Firestore/);
    expect(() => firestoreIndexes(run)).toThrow(
      expect.objectContaining({
        code: 'firestore/invalid-indexes',
        customData: { at: 'indexes[0].fields[0].order', reason: 'must be one of "ASCENDING", "DESCENDING"' },
      }),
    );
  });
});
