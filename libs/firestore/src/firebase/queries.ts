import { getDocs } from 'firebase/firestore';
import type { FirestorePort } from '../firestore.port.js';
import type { QueryRead } from '../firestore.types.js';
import { asQuery } from '../internal/as-query.js';
import type { Query } from '../model/query.js';
import type { CollectionRef } from '../model/refs.js';
import { createAggregates } from './aggregates.js';
import type { FirestoreImplementation } from './firebase-firestore.js';
import { queryOf } from './sdk-query.js';
import { bundleOf, querySnapshotsOf } from './snapshots.js';

/**
 * Running a query once: its documents, or its snapshot with the bundle a listener resumes from; and its aggregates,
 * which share the query's conversion and are too small for a chunk of their own.
 */
export function createQueries(
  implementation: FirestoreImplementation,
): Pick<FirestorePort, 'getDocs' | 'getQuerySnapshot' | 'aggregate'> {
  const { call } = implementation;
  return {
    ...createAggregates(implementation),
    getDocs: (source) => {
      const query = asQuery(source);
      return call(async (db) => (await getDocs(queryOf(db, query))).docs.map((snapshot) => snapshot.data()));
    },
    getQuerySnapshot: <T>(source: Query<T> | CollectionRef<T, unknown>) => {
      const query = asQuery(source);
      return call(async (db): Promise<QueryRead<T>> => {
        const snapshot = await getDocs(queryOf(db, query));
        const resumeFrom = bundleOf(snapshot, query);
        return { snapshot: querySnapshotsOf<T>()(snapshot), ...(resumeFrom === undefined ? {} : { resumeFrom }) };
      });
    },
  };
}
