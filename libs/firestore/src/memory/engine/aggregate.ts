import type { AggregateResult, AggregateSpec } from '../../firestore.types.js';
import { checkAggregate } from '../../internal/check-query.js';
import type { Query } from '../../model/query.js';
import { evaluateQuery } from './evaluate-query.js';
import { valueOf, type StoredDoc } from './filter.js';

/**
 * A query's aggregates, as the backend computes them: every field a `sum` or `average` reads is ordered by, like an
 * inequality field, so only documents that hold all of them count (and a limit keeps the first in that order).
 * `count` counts those documents; `sum` and `average` read their numeric values (others are skipped), and an
 * average over none is `null`.
 */
export function aggregate<S extends AggregateSpec>(
  query: Query<unknown>,
  spec: S,
  docs: Iterable<StoredDoc>,
): AggregateResult<S> {
  checkAggregate(query, spec);
  const fields = Object.values(spec).flatMap((field) => (field.kind === 'count' ? [] : [field.field]));
  const selected = evaluateQuery(query, docs, fields);
  const result: Record<string, number | null> = {};
  for (const [name, field] of Object.entries(spec)) {
    if (field.kind === 'count') {
      result[name] = selected.length;
      continue;
    }
    const numbers = selected
      .map((doc) => valueOf(doc, field.field))
      .filter((value): value is number => typeof value === 'number');
    const sum = numbers.reduce((total, value) => total + value, 0);
    result[name] = field.kind === 'sum' ? sum : numbers.length === 0 ? null : sum / numbers.length;
  }
  return result as AggregateResult<S>;
}
