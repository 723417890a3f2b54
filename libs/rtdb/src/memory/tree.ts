/** A stored node: a leaf, or children by key. Empty objects and `null` are never stored. */
export type Node = string | number | boolean | { readonly [key: string]: Node };

/** The stored form of a written value: arrays become objects keyed by index, `null` and empty objects vanish. */
export function toNode(value: unknown): Node | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return value as Node;
  const children: Record<string, Node> = {};
  for (const [key, child] of Object.entries(value)) {
    const node = toNode(child);
    if (node !== null) children[key] = node;
  }
  return Object.keys(children).length > 0 ? children : null;
}

/** The node at `segments`, or `null`. */
export function nodeAt(root: Node | null, segments: readonly string[]): Node | null {
  let node: Node | null = root;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object') return null;
    node = node[segment] ?? null;
  }
  return node;
}

/** A new tree with `value` at `segments`, sharing every untouched branch; emptied parents vanish. */
export function withNodeAt(root: Node | null, segments: readonly string[], value: Node | null): Node | null {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments as [string, ...string[]];
  const children: Record<string, Node> = root !== null && typeof root === 'object' ? { ...root } : {};
  const child = withNodeAt(children[head] ?? null, rest, value);
  if (child === null) delete children[head];
  else children[head] = child;
  return Object.keys(children).length > 0 ? children : null;
}

const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

/**
 * The value a reader sees, as the SDK's `val()` gives it: objects whose keys are all indexes, with the highest below
 * twice their count, read back as arrays (with `null` in the gaps).
 */
export function toValue(node: Node | null): unknown {
  if (node === null || typeof node !== 'object') return node;
  const keys = Object.keys(node);
  const entries = keys.map((key) => [key, toValue(node[key] as Node)] as const);
  const indexes = keys.every((key) => ARRAY_INDEX.test(key)) ? keys.map(Number) : [];
  const highest = Math.max(...indexes);
  if (indexes.length === keys.length && highest < 2 * keys.length) {
    const array: unknown[] = Array.from({ length: highest + 1 }, () => null);
    for (const [key, value] of entries) array[Number(key)] = value;
    return array;
  }
  return Object.fromEntries(entries);
}

/** Whether two nodes hold the same data. */
export function sameNode(a: Node | null, b: Node | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => sameNode(a[key] ?? null, b[key] ?? null));
}
