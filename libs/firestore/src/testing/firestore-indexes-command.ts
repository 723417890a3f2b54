import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFirestoreIndexes } from '../indexes/index-definition.js';
import { addIndexes } from '../indexes/index-file.js';
import { missingIndexes, type RequiredIndex } from '../indexes/index-match.js';
import type { IndexShape } from '../indexes/index-shape.js';
import { readQueryRecording } from '../indexes/query-recording.js';

/** What `npm run firestore:indexes` reads and does. */
export interface FirestoreIndexesOptions {
  /** The `firestore.indexes.json` to compare with (and to add to). */
  readonly indexesFile: string;
  /** The folder of recordings (`*.json`, each a memory adapter's {@link QueryRecording} as JSON). */
  readonly recordings: string;
  /** Adds the missing entries to `indexesFile`. */
  readonly write?: boolean;
  /** Where the report goes, line by line. */
  readonly log?: (line: string) => void;
}

/** The indexes the recorded queries need, and those the file lacks (none once written). */
export interface FirestoreIndexesReport {
  readonly needed: RequiredIndex[];
  readonly missing: RequiredIndex[];
}

const unique = (entries: RequiredIndex[]) => [
  ...new Map(entries.map((entry) => [JSON.stringify(entry), entry])).values(),
];

function recordedShapes(folder: string): IndexShape[] {
  const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')) : [];
  if (files.length === 0) {
    throw new Error(`No recording of Firestore queries in ${folder}: run the app's e2e on the memory driver first.`);
  }
  return files.flatMap((name) => readQueryRecording(JSON.parse(readFileSync(join(folder, name), 'utf8'))));
}

const show = ({ section, entry }: RequiredIndex) => `  ${section}: ${JSON.stringify(entry)}`;

/**
 * Prints the indexes the recorded queries need (composite indexes, and the single-field exemptions collection-group
 * queries need), diffs them against `firestore.indexes.json` and, with `write`, adds what it lacks.
 */
export function firestoreIndexes({
  indexesFile,
  recordings,
  write = false,
  log = console.log,
}: FirestoreIndexesOptions): FirestoreIndexesReport {
  const shapes = recordedShapes(recordings);
  const contents = readFileSync(indexesFile, 'utf8');
  const definition = parseFirestoreIndexes(contents);
  const needed = unique(shapes.flatMap((shape) => missingIndexes(shape, { indexes: [], fieldOverrides: [] })));
  const missing = unique(shapes.flatMap((shape) => missingIndexes(shape, definition)));
  log(
    `${String(shapes.length)} query shapes recorded in ${recordings}; beyond automatic single-field indexes they need:`,
  );
  for (const entry of needed) log(show(entry));
  if (needed.length === 0) log('  nothing');
  if (missing.length === 0) {
    log(`${indexesFile} has every index they need.`);
    return { needed, missing };
  }
  log(`${indexesFile} lacks:`);
  for (const entry of missing) log(show(entry));
  if (!write) return { needed, missing };
  writeFileSync(indexesFile, `${JSON.stringify(addIndexes(contents, missing), null, 2)}\n`);
  log(`Added ${String(missing.length)} ${missing.length === 1 ? 'entry' : 'entries'} to ${indexesFile}.`);
  return { needed, missing: [] };
}
