import { callListener } from '@platform/core';

/** How a store tells its watchers (a listener panel, say) that an entry opened, closed or changed. */
export interface StoreChanges {
  /** Tells the watchers now, or once the render in progress is over. */
  changed(): void;
  /**
   * Runs one of the methods a component calls while it renders (`preload`, `reset`, `seed`): the watchers hear of its
   * changes once the render is over, as React lets no component update during another's.
   */
  inRender<R>(work: () => R): R;
  /** Adds a watcher; returns its removal. */
  watch(watcher: () => void): () => void;
  /** What `list` gives, kept until the next change. */
  listed<T>(list: () => T): T;
}

/** Creates the change notifications of one store. */
export function createStoreChanges(): StoreChanges {
  const watchers = new Set<() => void>();
  let listed: { readonly value: unknown } | undefined;
  let rendering = 0;
  let notifyPending = false;
  const notify = () => {
    for (const watcher of [...watchers]) callListener(watcher, undefined);
  };
  return {
    changed() {
      listed = undefined;
      if (rendering === 0) return notify();
      if (notifyPending) return;
      notifyPending = true;
      queueMicrotask(() => {
        notifyPending = false;
        notify();
      });
    },
    inRender(work) {
      rendering += 1;
      try {
        return work();
      } finally {
        rendering -= 1;
      }
    },
    watch(watcher) {
      watchers.add(watcher);
      return () => {
        watchers.delete(watcher);
      };
    },
    listed<T>(list: () => T): T {
      listed ??= { value: list() };
      return listed.value as T;
    },
  };
}
