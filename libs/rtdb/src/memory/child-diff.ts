import type { RtdbChildEvent, RtdbOrderBy } from '../rtdb.types.js';
import { indexedValueChanged, type OrderedChild } from './query-view.js';
import { sameNode } from './tree.js';

const previousKeys = (children: readonly OrderedChild[]): Map<string, string | null> =>
  new Map(children.map((child, i) => [child.key, children[i - 1]?.key ?? null]));

/**
 * The child events that turn `before` into `after` (both in query order), in the order the SDK raises them:
 * removed, added, moved, changed. A changed child (priority included) whose indexed value changed is also `moved`.
 */
export function childEvents(
  before: readonly OrderedChild[],
  after: readonly OrderedChild[],
  orderBy: RtdbOrderBy,
): RtdbChildEvent[] {
  const old = new Map(before.map((child) => [child.key, child]));
  const now = new Map(after.map((child) => [child.key, child]));
  const previous = previousKeys(after);
  const event = (type: RtdbChildEvent['type'], child: OrderedChild): RtdbChildEvent => ({
    type,
    key: child.key,
    value: child.value,
    previousKey: type === 'removed' ? null : (previous.get(child.key) ?? null),
  });
  const changed = after.filter((child) => {
    const was = old.get(child.key);
    return was !== undefined && !sameNode(was.node, child.node);
  });
  const moved = changed.filter((child) => indexedValueChanged(orderBy, old.get(child.key) as OrderedChild, child));
  return [
    ...before.filter((child) => !now.has(child.key)).map((child) => event('removed', child)),
    ...after.filter((child) => !old.has(child.key)).map((child) => event('added', child)),
    ...moved.map((child) => event('moved', child)),
    ...changed.map((child) => event('changed', child)),
  ];
}
