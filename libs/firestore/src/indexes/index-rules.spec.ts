import { describe, expect, it } from 'vitest';
import { INDEX_RULES } from '../contract/index-rules.js';
import type { AggregateSpec } from '../firestore.types.js';
import { collection } from '../model/refs.js';
import { parseFirestoreIndexes } from './index-definition.js';
import { addIndexes } from './index-file.js';
import { requiredIndexes } from './query-indexes.js';

const ID = 'cities';
const aggregated = (spec: AggregateSpec = {}) =>
  Object.values(spec).flatMap((field) => (field.kind === 'count' ? [] : [field.field]));

describe('the index rules table', () => {
  it('holds at least 40 query shapes, each citing the documentation it follows', () => {
    expect(INDEX_RULES.length).toBeGreaterThanOrEqual(40);
    for (const rule of INDEX_RULES) expect(rule.source).toMatch(/\(https:\/\/firebase\.google\.com\/docs\//);
  });

  describe.each(INDEX_RULES.map((rule) => [rule.shape, rule] as const))('%s', (_, rule) => {
    const query = rule.query(collection(ID), ID);
    const base = { indexes: [], fieldOverrides: rule.exemptions?.(ID) ?? [] };
    const needs = rule.needs(ID);

    it(`needs ${needs.length === 0 ? 'no index' : 'an index'}: ${rule.source}`, () => {
      expect(requiredIndexes(query, parseFirestoreIndexes(base), aggregated(rule.aggregate))).toEqual(needs);
    });

    it('is served once the file holds the entries it names', () => {
      const file = parseFirestoreIndexes(addIndexes(base, needs));
      expect(requiredIndexes(query, file, aggregated(rule.aggregate))).toEqual([]);
    });
  });
});
