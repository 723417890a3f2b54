import type * as sdk from 'firebase/firestore';
import type { AggregateSpec, DocumentSnapshot, FirestoreDoc, QuerySnapshot } from '../firestore.types.js';
import { average, count, sum } from 'firebase/firestore';
import { fieldPath } from './sdk-query.js';

/** A document snapshot of the SDK (read through the codec's converter) as the port reports it. */
export const documentSnapshotOf = <T>(snapshot: sdk.DocumentSnapshot<FirestoreDoc<T>>): DocumentSnapshot<T> => ({
  doc: snapshot.exists() ? snapshot.data() : null,
  fromCache: snapshot.metadata.fromCache,
  hasPendingWrites: snapshot.metadata.hasPendingWrites,
});

/** A query snapshot of the SDK (read through the codec's converter) as the port reports it. */
export const querySnapshotOf = <T>(snapshot: sdk.QuerySnapshot<FirestoreDoc<T>>): QuerySnapshot<T> => ({
  docs: snapshot.docs.map((document) => document.data()),
  changes: snapshot.docChanges().map((change) => ({
    type: change.type,
    doc: change.doc.data(),
    oldIndex: change.oldIndex,
    newIndex: change.newIndex,
  })),
  fromCache: snapshot.metadata.fromCache,
  hasPendingWrites: snapshot.metadata.hasPendingWrites,
});

/** The SDK's aggregate fields for a port's aggregate spec. */
export function aggregateFieldsOf(spec: AggregateSpec): Record<string, sdk.AggregateField<number | null>> {
  const fields: Record<string, sdk.AggregateField<number | null>> = {};
  for (const [name, field] of Object.entries(spec)) {
    if (field.kind === 'count') fields[name] = count();
    else fields[name] = field.kind === 'sum' ? sum(fieldPath(field.field)) : average(fieldPath(field.field));
  }
  return fields;
}
