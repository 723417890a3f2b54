import type { RtdbErrorListener, RtdbPort } from '../rtdb.port.js';
import type { RtdbChildEvent, RtdbQuery, Unsubscribe } from '../rtdb.types.js';

/** One child of a list, as `useList` and `createInfiniteList` report it. */
export interface RtdbListItem {
  /** The child's key. */
  readonly key: string;
  /** The child's value. */
  readonly value: unknown;
}

const insertAfter = (
  items: readonly RtdbListItem[],
  item: RtdbListItem,
  previousKey: string | null,
): RtdbListItem[] => {
  const at = previousKey === null ? 0 : items.findIndex((candidate) => candidate.key === previousKey) + 1;
  return [...items.slice(0, at), item, ...items.slice(at)];
};

/** The list after one child event: a new array, in the query's order, each child placed after its previous key. */
export function applyChildEvent(items: readonly RtdbListItem[], event: RtdbChildEvent): readonly RtdbListItem[] {
  const others = items.filter((item) => item.key !== event.key);
  const item = { key: event.key, value: event.value };
  switch (event.type) {
    case 'removed':
      return others;
    case 'added':
    case 'moved':
      return insertAfter(others, item, event.previousKey);
    case 'changed':
      return items.map((existing) => (existing.key === event.key ? item : existing));
  }
}

/**
 * Listens to the children at `path` in `query`'s order: `next` hears the whole list once the location's first value
 * has arrived, then after every child event. The SDK raises a location's child events before its value event, so the
 * first value means the list is complete; the value listener then closes, so that a change converts only the child
 * it touched (a value listener would convert the whole location each time), and the other children keep their
 * identity.
 */
export function watchList(
  port: RtdbPort,
  path: string,
  query: RtdbQuery | undefined,
  next: (items: readonly RtdbListItem[]) => void,
  error: RtdbErrorListener,
): Unsubscribe {
  let items: readonly RtdbListItem[] = [];
  let loaded = false;
  // The value may come while `onValue` is still opening (from a cache), before its unsubscribe is known.
  const value: { stop?: Unsubscribe } = {};
  const stopChildren = port.onChild(
    path,
    (event) => {
      items = applyChildEvent(items, event);
      if (loaded) next(items);
    },
    error,
    query,
  );
  value.stop = port.onValue(
    path,
    () => {
      if (loaded) return;
      loaded = true;
      value.stop?.();
      next(items);
    },
    error,
    query,
  );
  if (loaded) value.stop();
  return () => {
    stopChildren();
    value.stop?.();
  };
}
