const sign = (a: number | bigint, b: number | bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/** Strings in UTF-8 byte order, which is code point order (not JavaScript's UTF-16 order). */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const left = a[Symbol.iterator]();
  const right = b[Symbol.iterator]();
  for (;;) {
    const l = left.next();
    const r = right.next();
    if (l.done || r.done) return l.done ? (r.done ? 0 : -1) : 1;
    if (l.value !== r.value) return sign(l.value.codePointAt(0) ?? 0, r.value.codePointAt(0) ?? 0);
  }
}

const NUMERIC_ID = /^__id(-?\d+)__$/;

/**
 * Path segments as Firestore orders them: numeric ids (`__id7__`, kept from Datastore) first, by their number, then
 * every other segment in UTF-8 order.
 */
function compareSegments(a: string, b: string): number {
  const left = NUMERIC_ID.exec(a)?.[1];
  const right = NUMERIC_ID.exec(b)?.[1];
  if (left !== undefined && right !== undefined) return sign(BigInt(left), BigInt(right));
  if (left !== undefined || right !== undefined) return left !== undefined ? -1 : 1;
  return compareStrings(a, b);
}

/** Paths (or field paths) segment by segment, a prefix first. */
export function comparePaths(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const result = compareSegments(a[i] as string, b[i] as string);
    if (result !== 0) return result;
  }
  return sign(a.length, b.length);
}
