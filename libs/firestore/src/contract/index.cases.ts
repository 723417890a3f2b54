import { describe, expect, it } from 'vitest';
import type { FirestorePort } from '../firestore.port.js';
import { addIndexes } from '../indexes/index-file.js';
import { missingIndexMessage } from '../indexes/missing-index-error.js';
import { orderBy, query, where } from '../model/query.js';
import { collection, doc } from '../model/refs.js';
import { expectFirestoreError, useHarness, watchQuery, type ContractCases } from './harness.js';
import { INDEX_RULES, type IndexRule } from './index-rules.js';

const CITY = {
  state: 'CA',
  country: 'USA',
  name: 'SF',
  capital: false,
  population: 860000,
  density: 7000,
  regions: ['west_coast'],
  address: { city: 'SF' },
};

export const indexCases: ContractCases = (factory) => {
  describe('composite indexes', () => {
    const setup = useHarness(factory);

    it('answers each shape of the rules table, or refuses it as production does without its index', async (context) => {
      const { port, ns, withIndexes } = await setup(context);
      const id = ns('cities');
      const cities = collection(id);
      await port.set(doc(cities, 'sf'), CITY);
      const run = (adapter: FirestorePort, rule: IndexRule) => {
        const built = rule.query(cities, id);
        return rule.aggregate ? adapter.aggregate(built, rule.aggregate) : adapter.getDocs(built);
      };
      // The emulator never refuses a query for a missing index: only production does.
      if (!withIndexes) {
        await Promise.all(INDEX_RULES.map((rule) => run(port, rule)));
        return;
      }
      for (const rule of INDEX_RULES) {
        const exemptions = { indexes: [], fieldOverrides: rule.exemptions?.(id) ?? [] };
        const [first, ...rest] = rule.needs(id);
        if (first) {
          const error = await expectFirestoreError(
            () => run(withIndexes(exemptions), rule),
            'firestore/failed-precondition',
          );
          expect(error.customData, rule.shape).toMatchObject({
            originalMessage: missingIndexMessage(first),
            requiredIndex: first.entry,
            requiredIndexes: [first, ...rest].map(({ entry }) => entry),
          });
        }
        await expect(run(withIndexes(addIndexes(exemptions, rule.needs(id))), rule), rule.shape).resolves.toBeDefined();
      }
    });

    it('fails a listener on a query that lacks its index, with the entry to add', async (context) => {
      const { port, ns, withIndexes } = await setup(context);
      const cities = collection(ns('cities'));
      await port.set(doc(cities, 'sf'), CITY);
      const composite = query(cities, where('country', '==', 'USA'), orderBy('population'));
      const target = withIndexes?.({ indexes: [] }) ?? port;
      const heard = watchQuery(target, composite);
      if (!withIndexes) {
        // The emulator answers, first perhaps from the cache and then from the server.
        await expect.poll(() => heard.ids()).toEqual(['sf']);
        heard.stop();
        return expect(heard.errors).toEqual([]);
      }
      await expect.poll(() => heard.errors.length).toBe(1);
      heard.stop();
      expect(heard.snapshots).toEqual([]);
      expect(heard.errors[0]).toMatchObject({
        code: 'firestore/failed-precondition',
        customData: {
          requiredIndex: {
            collectionGroup: ns('cities'),
            queryScope: 'COLLECTION',
            fields: [
              { fieldPath: 'country', order: 'ASCENDING' },
              { fieldPath: 'population', order: 'ASCENDING' },
            ],
          },
        },
      });
    });
  });
};
