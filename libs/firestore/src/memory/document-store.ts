import { createListenerSet } from '@platform/core';
import type { DocumentData } from '../firestore.types.js';
import type { DocumentPersistence } from './document-persistence.js';
import type { StoredDoc } from './engine/filter.js';

/** The memory adapter's documents, with the local writes the backend has not confirmed yet. */
export interface DocumentStore {
  /** The document at `path`, local writes included. */
  read(path: string): StoredDoc | undefined;
  /** How many times the document at `path` was written: what a transaction compares to detect contention. */
  version(path: string): number;
  /** Every document. */
  all(): Iterable<StoredDoc>;
  /** Whether the document at `path` holds a write the backend has not confirmed. */
  isPending(path: string): boolean;
  /**
   * Applies local writes together (`null` deletes), pending until {@link DocumentStore.confirm}, and notifies once.
   * With persistence, they are kept first; when that throws, nothing changes.
   */
  write(writes: ReadonlyMap<string, DocumentData | null>): void;
  /** The backend confirmed one earlier write to each of `paths`. */
  confirm(paths: Iterable<string>): void;
  /** Tells the listeners that something besides the documents changed (the connection), so metadata may have. */
  notify(): void;
  /** Calls `listener` after every change, data or metadata; returns its removal. */
  onChange(listener: () => void): () => void;
  /** Silences every listener for good. */
  close(): void;
}

/** Creates a {@link DocumentStore}: empty, or holding what `persistence` kept, which then keeps every write. */
export function createDocumentStore(persistence?: DocumentPersistence): DocumentStore {
  const docs = new Map<string, StoredDoc>();
  for (const doc of persistence?.load() ?? []) docs.set(doc.path, Object.freeze(doc));
  const versions = new Map<string, number>();
  const pending = new Map<string, number>();
  const changes = createListenerSet<number>();
  let tick = 0;
  return {
    read: (path) => docs.get(path),
    version: (path) => versions.get(path) ?? 0,
    all: () => docs.values(),
    isPending: (path) => (pending.get(path) ?? 0) > 0,
    write(writes) {
      persistence?.save(writes);
      for (const [path, data] of writes) {
        if (data === null) docs.delete(path);
        else docs.set(path, Object.freeze({ path, data }));
        versions.set(path, (versions.get(path) ?? 0) + 1);
        pending.set(path, (pending.get(path) ?? 0) + 1);
      }
      changes.emit((tick += 1));
    },
    confirm(paths) {
      for (const path of paths) pending.set(path, Math.max(0, (pending.get(path) ?? 0) - 1));
      changes.emit((tick += 1));
    },
    notify: () => changes.emit((tick += 1)),
    onChange: (listener) => changes.add(() => listener()),
    close: () => changes.close(),
  };
}

/**
 * A view of `store` for one port: the same documents, and listeners of its own that {@link DocumentStore.close}
 * removes without silencing the other ports that share the store.
 */
export function portView(store: DocumentStore): DocumentStore {
  const stops = new Set<() => void>();
  let closed = false;
  return {
    ...store,
    onChange(listener) {
      if (closed) return () => undefined;
      const stop = store.onChange(listener);
      stops.add(stop);
      return () => {
        stops.delete(stop);
        stop();
      };
    },
    close() {
      closed = true;
      for (const stop of stops) stop();
      stops.clear();
    },
  };
}
