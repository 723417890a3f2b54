import type { AggregateResult, AggregateSpec } from '../../firestore.types.js';
import { valueOf, type StoredDoc } from './filter.js';

/**
 * A query's aggregates over its result: `count` counts documents; `sum` and `average` read only numeric values
 * (a missing or non-numeric field is skipped), and an average over none is `null`.
 */
export function aggregate<S extends AggregateSpec>(spec: S, docs: readonly StoredDoc[]): AggregateResult<S> {
  const result: Record<string, number | null> = {};
  for (const [name, field] of Object.entries(spec)) {
    if (field.kind === 'count') {
      result[name] = docs.length;
      continue;
    }
    const numbers = docs
      .map((doc) => valueOf(doc, field.field))
      .filter((value): value is number => typeof value === 'number') as number[];
    const sum = numbers.reduce((total, value) => total + value, 0);
    result[name] = field.kind === 'sum' ? sum : numbers.length === 0 ? null : sum / numbers.length;
  }
  return result as AggregateResult<S>;
}
