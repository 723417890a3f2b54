import type { RtdbChildEvent } from '../rtdb.types.js';

/** One child of a list, as {@link useList} reports it. */
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
