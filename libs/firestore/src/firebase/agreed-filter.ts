import type { FirestoreValue } from '../firestore.types.js';
import { DOCUMENT_ID } from '../internal/field-paths.js';
import { inequalityFields, normalizedOrder } from '../internal/normalized-order.js';
import type { CompositeFilter, FieldFilter, Filter, Query } from '../model/query.js';

/** A filter the backend matches no document with; `field` is a field it named, to build one the SDK agrees with. */
export interface MatchesNothing {
  readonly nothing: string;
}

const isNullOrNaN = (value: FirestoreValue): boolean => value === null || Number.isNaN(value);
const RANGES = new Set(['<', '<=', '>', '>=']);

function agreedField(filter: FieldFilter): Filter | MatchesNothing {
  const { op, value, field } = filter;
  if (op === 'in' || op === 'array-contains-any') {
    const members = (value as readonly FirestoreValue[]).filter((member) => !isNullOrNaN(member));
    return members.length === 0 ? { nothing: field } : { ...filter, value: members };
  }
  if ((op === 'array-contains' || RANGES.has(op)) && isNullOrNaN(value)) return { nothing: field };
  if ((op === '<' || op === '<=') && typeof value === 'number') {
    return { kind: 'and', filters: [{ kind: 'field', field, op: '>=', value: -Infinity }, filter] };
  }
  return filter;
}

/**
 * A filter as the SDK should receive it so that its own query engine, which matches the documents in its cache as
 * the server's answer arrives, agrees with the server; or {@link MatchesNothing} where the server matches nothing.
 * The SDK's engine matches null and NaN in `in` and `array-contains-any` lists, `array-contains` null or NaN, and
 * NaN below every number in `<` and `<=`; the server never does. A cached document the SDK matches and the server
 * leaves out is held "in limbo", and a read waiting for the server's answer never ends. So list members that match
 * nothing are left out, a filter that can match nothing is {@link MatchesNothing}, and `<`/`<=` on a number gains
 * `>= -Infinity`, which leaves NaN out on both sides. The answer is the server's in each case.
 */
function agreedFilter(filter: Filter): Filter | MatchesNothing {
  if (filter.kind === 'field') return agreedField(filter);
  const agreed = filter.filters.map(agreedFilter);
  const kept = agreed.filter((nested): nested is Filter => !('nothing' in nested));
  if (filter.kind === 'and') {
    const nothing = agreed.find((nested): nested is MatchesNothing => 'nothing' in nested);
    return nothing ?? { ...filter, filters: kept };
  }
  return kept.length > 0 ? { ...filter, filters: kept } : (agreed[0] as MatchesNothing);
}

/**
 * `query` as the SDK should receive it: its filters agreed (see {@link agreedFilter}), or {@link MatchesNothing}
 * where the server matches nothing. Where that leaves out an inequality the server would have ordered by (one inside
 * an `or()` that matches nothing), the query names those orderings itself, so that the documents without the field
 * stay out, as they do on the server.
 */
export function agreedQuery<T>(query: Query<T>): Query<T> | MatchesNothing {
  const agreed = agreedFilter({ kind: 'and', filters: query.filters });
  if ('nothing' in agreed) return agreed;
  const { filters } = agreed as CompositeFilter;
  if (inequalityFields(filters).size === inequalityFields(query.filters).size) return { ...query, filters };
  const order = normalizedOrder(query);
  const keyIsImplicit = !query.orderBy.some((entry) => entry.field === DOCUMENT_ID);
  return { ...query, filters, orderBy: keyIsImplicit ? order.slice(0, -1) : order };
}
