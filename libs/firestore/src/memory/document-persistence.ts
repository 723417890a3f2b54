import { keepEntries, type KeyValueStorage } from '@platform/core';
import { firestoreErrors } from '../firestore.errors.js';
import type { DocumentData } from '../firestore.types.js';
import type { StoredDoc } from './engine/filter.js';
import { decodeData, encodeData } from './stored-values.js';

/** Where a memory Firestore keeps its documents across reloads. */
export interface DocumentPersistence {
  /** The documents kept earlier. One that cannot be read is left out, and reported as `firestore/data-loss`. */
  load(): StoredDoc[];
  /**
   * Keeps writes (`null` deletes) together with every earlier document. Throws `firestore/resource-exhausted`, and
   * keeps nothing of them, when the storage refuses them (it is full).
   */
  save(writes: ReadonlyMap<string, DocumentData | null>): void;
}

/**
 * Keeps a memory Firestore's documents in `storage` under `key`, by path, as JSON that holds every Firestore value
 * type without loss. Each write is kept before it is applied, so a reload finds everything the page has shown.
 */
export function createDocumentPersistence(storage: KeyValueStorage, key: string): DocumentPersistence {
  const kept = keepEntries<DocumentData>(storage, key, {
    version: 1,
    encode: encodeData,
    decode: decodeData,
    unreadable: (reason, paths) =>
      firestoreErrors.create('firestore/data-loss', {
        message: 'Some saved data could not be read, so it was left out.',
        customData: { key, reason, paths },
      }),
    full: (cause) =>
      firestoreErrors.create('firestore/resource-exhausted', {
        cause,
        message: 'This device has no room left to save that change. Delete something, then try again.',
        customData: { key, reason: 'storage-full' },
      }),
  });
  return {
    load: () => [...kept.load()].map(([path, data]) => ({ path, data })),
    save: (writes) => kept.save(writes),
  };
}
