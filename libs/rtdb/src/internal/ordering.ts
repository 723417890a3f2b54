// The SDK's own test: leading zeros allowed, so '007' sorts as 7 (after '7', being longer).
const INT32_KEY = /^-?(0*)\d{1,10}$/;
const MIN_INT32 = -(2 ** 31);
const MAX_INT32 = 2 ** 31 - 1;

/** The number a key stands for when it parses as a 32-bit integer; such keys sort first, numerically. */
function keyAsInt32(key: string): number | undefined {
  if (!INT32_KEY.test(key)) return undefined;
  const n = Number(key);
  return n >= MIN_INT32 && n <= MAX_INT32 ? n : undefined;
}

/** The database's key order: keys that parse as 32-bit integers first, numerically, then the rest as strings. */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  const ia = keyAsInt32(a);
  const ib = keyAsInt32(b);
  if (ia !== undefined && ib !== undefined) return ia - ib || a.length - b.length;
  if (ia !== undefined) return -1;
  if (ib !== undefined) return 1;
  return a < b ? -1 : 1;
}

const typeRank = (value: unknown): number =>
  value === null || value === undefined
    ? 0
    : value === false
      ? 1
      : value === true
        ? 2
        : typeof value === 'number'
          ? 3
          : typeof value === 'string'
            ? 4
            : 5;

/** The database's value order: null, false, true, numbers ascending, strings, then objects (which tie). */
export function compareValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a === b ? 0 : a < b ? -1 : 1;
  return 0;
}
