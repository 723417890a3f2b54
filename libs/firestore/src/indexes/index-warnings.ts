import type { FirestorePort } from '../firestore.port.js';
import type { AggregateSpec } from '../firestore.types.js';
import { asQuery } from '../internal/as-query.js';
import type { Query } from '../model/query.js';
import type { CollectionRef } from '../model/refs.js';
import { parseFirestoreIndexes } from './index-definition.js';
import { requiredIndexes } from './query-indexes.js';

/**
 * The port, which also warns (once per entry) of each query production would refuse for an index the definition
 * (the contents of a `firestore.indexes.json`) lacks, with the entry to add. For the emulator in development: the
 * emulator answers every query, so only this says so before production does. The queries still run. Throws
 * `firestore/invalid-indexes` for a malformed definition.
 */
export function withIndexWarnings(
  port: FirestorePort,
  indexes: unknown,
  warn: (message: string) => void = console.warn,
): FirestorePort {
  const definition = parseFirestoreIndexes(indexes);
  const warned = new Set<string>();
  const inspect = (source: Query<unknown> | CollectionRef<unknown, unknown>, spec: AggregateSpec = {}) => {
    const aggregated = Object.values(spec).flatMap((field) => (field.kind === 'count' ? [] : [field.field]));
    for (const { section, entry } of requiredIndexes(asQuery(source), definition, aggregated)) {
      const text = JSON.stringify(entry);
      if (warned.has(text)) continue;
      warned.add(text);
      warn(
        `Firestore: the emulator answers this query, but production refuses it without an index that firestore.indexes.json lacks. Add this entry to "${section}": ${text}`,
      );
    }
  };
  return {
    ...port,
    getDocs: (source) => {
      inspect(source);
      return port.getDocs(source);
    },
    getQuerySnapshot: (source) => {
      inspect(source);
      return port.getQuerySnapshot(source);
    },
    aggregate: (source, spec) => {
      inspect(source, spec);
      return port.aggregate(source, spec);
    },
    onQuery: (source, listener, onError, options) => {
      inspect(source);
      return port.onQuery(source, listener, onError, options);
    },
  };
}
