import type { RtdbQuery } from '../rtdb.types.js';
import { isValidPath, PATH_RULE, refuse } from './path.js';
import { assertData, isValidKey, isValidPriority, KEY_RULE } from './validate.js';

const BOUNDS = ['startAt', 'startAfter', 'endAt', 'endBefore', 'equalTo'] as const;
type BoundName = (typeof BOUNDS)[number];

const invalid = (reason: string, details: Record<string, unknown> = {}): never =>
  refuse('rtdb/invalid-query', reason, details);

function assertOrderBy(orderBy: unknown): 'key' | 'priority' | 'value' | 'child' {
  if (orderBy === undefined) return 'priority';
  const by = typeof orderBy === 'object' && orderBy !== null ? (orderBy as { by?: unknown }).by : undefined;
  if (by === 'key' || by === 'priority' || by === 'value') return by;
  if (by !== 'child') return invalid('orderBy must be { by: "child", path }, "key", "value" or "priority".');
  const path = (orderBy as { path?: unknown }).path;
  if (path === '$key' || path === '$priority' || path === '$value') {
    invalid(`orderByChild: "${path}" is invalid. Use orderBy { by: "${path.slice(1)}" } instead.`, { path });
  }
  if (!isValidPath(path)) {
    invalid(`orderByChild: the path ${JSON.stringify(String(path).slice(0, 100))} is invalid. ${PATH_RULE}`, {
      path: String(path).slice(0, 100),
    });
  }
  if ((path as string).split('/').every((key) => key === '')) {
    invalid('orderByChild: cannot pass in an empty path. Use orderBy { by: "value" } instead.', { path });
  }
  return 'child';
}

const MIN_NAME = '[MIN_NAME]';
const MAX_NAME = '[MAX_NAME]';

function assertEndpoint(
  index: 'key' | 'priority' | 'value' | 'child',
  side: 'start' | 'end',
  value: unknown,
  name: string,
): void {
  if (index === 'key') {
    if (name !== (side === 'start' ? MIN_NAME : MAX_NAME)) {
      invalid('When ordering by key, you may only pass one argument to startAt(), endAt(), or equalTo().');
    }
    if (typeof value !== 'string') {
      invalid(
        'When ordering by key, the bound passed to startAt(), startAfter(), endAt(), endBefore() or equalTo() must be a string.',
      );
    }
  } else if (index === 'priority') {
    if (value !== null && !isValidPriority(value)) {
      invalid('When ordering by priority, a bound must be a valid priority value (null, a number, or a string).');
    }
  } else if (value !== null && typeof value === 'object') {
    invalid('A bound passed to startAt(), startAfter(), endAt(), endBefore(), or equalTo() cannot be an object.');
  }
}

/**
 * Checks a query at `segments` before it reaches the network or the memory tree, in the order and with the rules of
 * the SDK's constraints: the order (`orderByChild`'s path), each bound's key and value (as data, then against the
 * order: strings and no key under `orderBy: key`, priorities under priority order, no objects otherwise), one start
 * and one end, and positive whole limits (`Infinity` included), only one of them.
 */
export function assertQuery(query: RtdbQuery | undefined, segments: readonly string[]): void {
  if (query === undefined) return;
  if (typeof query !== 'object' || query === null) invalid('A query must be an object.');
  const index = assertOrderBy(query.orderBy);
  let start: { value: unknown; name: string } | undefined;
  let end: { value: unknown; name: string } | undefined;
  const apply = (bound: BoundName): void => {
    const given: unknown = query[bound];
    if (given === undefined) return;
    if (typeof given !== 'object' || given === null) invalid(`${bound} must be { value, key? }.`, { bound });
    const { value: raw, key } = given as { value?: unknown; key?: unknown };
    if (key !== undefined && !isValidKey(key)) {
      refuse(
        'rtdb/invalid-key',
        `${bound}: the key argument was an invalid key = "${String(key).slice(0, 100)}". ${KEY_RULE}`,
        { bound, key: String(key).slice(0, 100) },
      );
    }
    const optional = bound === 'startAt' || bound === 'endAt';
    if (!(optional && raw === undefined)) assertData(raw, segments);
    const value = raw === undefined ? null : raw;
    const sides: ('start' | 'end')[] =
      bound === 'equalTo' ? ['start', 'end'] : bound.startsWith('start') ? ['start'] : ['end'];
    if (bound === 'equalTo' && (start || end)) {
      invalid(`equalTo: a ${start ? 'starting' : 'ending'} point was already set.`, { bound });
    }
    for (const side of sides) {
      const name =
        key !== undefined
          ? (key as string)
          : bound === 'startAfter' && index !== 'key'
            ? MAX_NAME
            : bound === 'endBefore' && index !== 'key'
              ? MIN_NAME
              : side === 'start'
                ? MIN_NAME
                : MAX_NAME;
      if (side === 'start') {
        if (start && bound !== 'equalTo') invalid(`${bound}: the starting point was already set.`, { bound });
        start = { value, name };
      } else {
        if (end && bound !== 'equalTo') invalid(`${bound}: the ending point was already set.`, { bound });
        end = { value, name };
      }
      assertEndpoint(index, side, value, name);
    }
  };
  // The port's own order: a start, then an end, then equalTo, the way the Firebase adapter builds the SDK query.
  for (const bound of BOUNDS) apply(bound);
  const { limitToFirst, limitToLast } = query;
  for (const [name, limit] of [
    ['limitToFirst', limitToFirst],
    ['limitToLast', limitToLast],
  ] as const) {
    if (limit !== undefined && (typeof limit !== 'number' || Math.floor(limit) !== limit || limit <= 0)) {
      invalid(`${name}: the limit must be a positive integer.`, { limit: String(limit) });
    }
  }
  if (limitToFirst !== undefined && limitToLast !== undefined) {
    invalid('limitToLast: the limit was already set (by limitToFirst).');
  }
}
