import { average, count, getAggregateFromServer, sum, type AggregateField } from 'firebase/firestore';
import type { FirestorePort } from '../firestore.port.js';
import type { AggregateSpec } from '../firestore.types.js';
import { asQuery } from '../internal/as-query.js';
import { checkAggregate } from '../internal/check-query.js';
import type { FirestoreImplementation } from './firebase-firestore.js';
import { fieldPath, toSdkQuery } from './sdk-query.js';

/** The SDK's aggregate fields for a port's aggregate spec. */
function aggregateFieldsOf(spec: AggregateSpec): Record<string, AggregateField<number | null>> {
  const fields: Record<string, AggregateField<number | null>> = {};
  for (const [name, field] of Object.entries(spec)) {
    if (field.kind === 'count') fields[name] = count();
    else fields[name] = field.kind === 'sum' ? sum(fieldPath(field.field)) : average(fieldPath(field.field));
  }
  return fields;
}

/** Counts, sums and averages computed by the backend. */
export function createAggregates({ call }: FirestoreImplementation): Pick<FirestorePort, 'aggregate'> {
  return {
    aggregate: (source, spec) => {
      const query = asQuery(source);
      checkAggregate(query, spec);
      return call(async (db) => {
        const snapshot = await getAggregateFromServer(toSdkQuery(query, db), aggregateFieldsOf(spec));
        return snapshot.data() as never;
      });
    },
  };
}
