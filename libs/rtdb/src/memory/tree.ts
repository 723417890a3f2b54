import { compareKeys } from '../internal/ordering.js';

/** A priority as the database stores it. */
export type Priority = string | number;

/** A stored value without a priority. */
export type Primitive = string | number | boolean;

/**
 * A stored node, in the database's export format: a primitive, a primitive with a priority
 * (`{ '.value', '.priority' }`), or children by key with an optional `.priority`. Empty nodes and `null` are never
 * stored, and an empty node has no priority.
 */
export type Node =
  | Primitive
  | { readonly '.value': Primitive; readonly '.priority': Priority }
  | { readonly [key: string]: Node | Priority };

const isObject = (node: Node | null): node is Exclude<Node, Primitive> => typeof node === 'object' && node !== null;

/** Whether `node` is a leaf (a primitive, with or without a priority). */
const isLeaf = (node: Node | null): boolean => node !== null && (!isObject(node) || '.value' in node);

/** The primitive a leaf holds, or `undefined` for children and nothing. */
export const leafValue = (node: Node | null): Primitive | undefined =>
  node === null ? undefined : !isObject(node) ? node : '.value' in node ? (node['.value'] as Primitive) : undefined;

/** The node's priority, `null` when it has none. */
export const priorityOf = (node: Node | null): Priority | null =>
  isObject(node) ? ((node['.priority'] as Priority | undefined) ?? null) : null;

/** The children of `node` by key (none for a leaf). */
export function childrenOf(node: Node | null): [string, Node][] {
  if (!isObject(node) || '.value' in node) return [];
  return Object.entries(node).filter(([key]) => key !== '.priority') as [string, Node][];
}

/** `node` with `priority` (or none, for `null`); an empty node takes no priority. */
export function withPriority(node: Node | null, priority: Priority | null): Node | null {
  if (node === null) return null;
  const leaf = leafValue(node);
  if (leaf !== undefined) return priority === null ? leaf : { '.value': leaf, '.priority': priority };
  const children = Object.fromEntries(childrenOf(node));
  return priority === null ? children : { ...children, '.priority': priority };
}

/**
 * The stored form of a written value, as the SDK's `nodeFromJSON` builds it: arrays become objects keyed by index,
 * `null` and empty objects vanish, `.value` makes a leaf and `.priority` sets the priority.
 */
export function toNode(value: unknown): Node | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return value as Primitive;
  const json = value as Record<string, unknown>;
  const priority = (json['.priority'] ?? null) as Priority | null;
  if ('.value' in json) return withPriority(toNode(json['.value']), priority);
  const children: Record<string, Node> = {};
  for (const [key, child] of Object.entries(json)) {
    if (key === '.priority') continue;
    const node = toNode(child);
    if (node !== null) children[key] = node;
  }
  return Object.keys(children).length > 0 ? withPriority(children, priority) : null;
}

/** The child of `node` at `key` (a leaf has none). */
const childAt = (node: Node | null, key: string): Node | null =>
  isObject(node) && !('.value' in node) && key !== '.priority' && Object.hasOwn(node, key) ? (node[key] as Node) : null;

/** The node at `segments`, or `null`. */
export function nodeAt(root: Node | null, segments: readonly string[]): Node | null {
  let node = root;
  for (const segment of segments) node = childAt(node, segment);
  return node;
}

/**
 * A new tree with `value` at `segments`, as the SDK's `updateChild` makes it: untouched branches shared, emptied
 * parents gone with their priority, a final `.priority` setting the priority, and `null` below a leaf changing nothing
 * (a value below a leaf replaces it by children that keep its priority).
 */
export function withNodeAt(root: Node | null, segments: readonly string[], value: Node | null): Node | null {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments as [string, ...string[]];
  if (head === '.priority') return withPriority(root, (leafValue(value) ?? null) as Priority | null);
  if (isLeaf(root) && value === null) return root;
  const child = withNodeAt(childAt(root, head), rest, value);
  const children = Object.fromEntries(childrenOf(root));
  if (child === null) delete children[head];
  else children[head] = child;
  return Object.keys(children).length > 0 ? withPriority(children, priorityOf(root)) : null;
}

const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

/** Children in the database's default order: by priority (none first, numbers, strings), then by key. */
function inPriorityOrder(node: Node | null): [string, Node][] {
  const rank = (p: Priority | null) => (p === null ? 0 : typeof p === 'number' ? 1 : 2);
  return childrenOf(node).sort(([ka, a], [kb, b]) => {
    const pa = priorityOf(a);
    const pb = priorityOf(b);
    const byRank = rank(pa) - rank(pb);
    if (byRank !== 0) return byRank;
    if (pa !== null && pb !== null && pa !== pb) return pa < pb ? -1 : 1;
    return compareKeys(ka, kb);
  });
}

/**
 * The value a reader sees, as the SDK's `val()` gives it: no priorities, keys in the default order, and objects whose
 * keys are all indexes, with the highest below twice their count, as arrays (with holes in the gaps).
 */
export function toValue(node: Node | null): unknown {
  if (node === null) return null;
  const leaf = leafValue(node);
  if (leaf !== undefined) return leaf;
  const entries = inPriorityOrder(node).map(([key, child]) => [key, toValue(child)] as const);
  const indexes = entries.every(([key]) => ARRAY_INDEX.test(key)) ? entries.map(([key]) => Number(key)) : [];
  const highest = Math.max(...indexes);
  if (indexes.length === entries.length && highest < 2 * entries.length) {
    const array: unknown[] = [];
    for (const [key, value] of entries) array[Number(key)] = value;
    return array;
  }
  return Object.fromEntries(entries);
}

/** Whether two nodes hold the same data, priorities included. */
export function sameNode(a: Node | null, b: Node | null): boolean {
  if (a === b) return true;
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) =>
        Object.hasOwn(b, key) &&
        sameNode((a as Record<string, Node>)[key] ?? null, (b as Record<string, Node>)[key] ?? null),
    )
  );
}
