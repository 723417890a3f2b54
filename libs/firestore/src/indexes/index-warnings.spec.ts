import { describe, expect, it } from 'vitest';
import { createMemoryFirestore } from '../memory/memory-firestore.js';
import { sum } from '../model/aggregates.js';
import { orderBy, query, where } from '../model/query.js';
import { collection } from '../model/refs.js';
import { withIndexWarnings } from './index-warnings.js';

const cities = collection('cities');
const COMPOSITE = {
  collectionGroup: 'cities',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'country', order: 'ASCENDING' },
    { fieldPath: 'population', order: 'ASCENDING' },
  ],
};

describe('withIndexWarnings', () => {
  it('warns once per missing entry, with the entry, and still runs every query', async () => {
    const warnings: string[] = [];
    const port = withIndexWarnings(createMemoryFirestore(), { indexes: [] }, (message) => warnings.push(message));
    const composite = query(cities, where('country', '==', 'USA'), orderBy('population'));
    await port.getDocs(query(cities, where('country', '==', 'USA')));
    expect(warnings).toEqual([]);
    await expect(port.getDocs(composite)).resolves.toEqual([]);
    await port.getQuerySnapshot(composite);
    port.onQuery(composite, () => undefined)();
    await port.aggregate(query(cities, where('country', '==', 'USA')), { total: sum('population') });
    expect(warnings).toEqual([
      `Firestore: the emulator answers this query, but production refuses it without an index that firestore.indexes.json lacks. Add this entry to "indexes": ${JSON.stringify(COMPOSITE)}`,
    ]);
  });

  it('says nothing of a query the definition serves', async () => {
    const warnings: string[] = [];
    const port = withIndexWarnings(createMemoryFirestore(), { indexes: [COMPOSITE] }, (message) =>
      warnings.push(message),
    );
    await port.getDocs(query(cities, where('country', '==', 'USA'), orderBy('population')));
    expect(warnings).toEqual([]);
  });
});
