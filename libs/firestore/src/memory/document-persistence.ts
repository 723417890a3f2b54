import { reportUncaught, type KeyValueStorage } from '@platform/core';
import { firestoreErrors } from '../firestore.errors.js';
import type { DocumentData } from '../firestore.types.js';
import type { StoredDoc } from './engine/filter.js';
import { decodeData, encodeData, type StoredValue } from './stored-values.js';

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

const FORMAT_VERSION = 1;

type Entry = { readonly [field: string]: StoredValue };

const dataLoss = (key: string, reason: string, paths: readonly string[] = []) =>
  firestoreErrors.create('firestore/data-loss', {
    message: 'Some saved data could not be read, so it was left out.',
    customData: { key, reason, paths },
  });

/** Reads the kept entries by path; an unreadable whole starts empty, and both cases are reported. */
function readEntries(storage: KeyValueStorage, key: string): Map<string, Entry> {
  let raw: string | null;
  let parsed: unknown;
  try {
    raw = storage.getItem(key);
    parsed = raw === null ? null : JSON.parse(raw);
  } catch (error) {
    reportUncaught(dataLoss(key, error instanceof Error ? error.message : String(error)));
    return new Map();
  }
  if (parsed === null) return new Map();
  const { version, docs } = (typeof parsed === 'object' ? parsed : {}) as { version?: unknown; docs?: unknown };
  if (version !== FORMAT_VERSION || typeof docs !== 'object' || docs === null || Array.isArray(docs)) {
    reportUncaught(dataLoss(key, `not a version ${String(FORMAT_VERSION)} document store`));
    return new Map();
  }
  return new Map(Object.entries(docs as Record<string, Entry>));
}

/**
 * Keeps a memory Firestore's documents in `storage` under `key`, as JSON that holds every Firestore value type
 * without loss. Each write is kept before it is applied, so a reload finds everything the page has shown.
 */
export function createDocumentPersistence(storage: KeyValueStorage, key: string): DocumentPersistence {
  let entries = new Map<string, Entry>();
  return {
    load() {
      entries = readEntries(storage, key);
      const docs: StoredDoc[] = [];
      const unreadable: string[] = [];
      for (const [path, entry] of entries) {
        try {
          docs.push({ path, data: decodeData(entry) });
        } catch {
          unreadable.push(path);
          entries.delete(path);
        }
      }
      if (unreadable.length > 0) reportUncaught(dataLoss(key, 'unreadable documents', unreadable));
      return docs;
    },
    save(writes) {
      const next = new Map(entries);
      for (const [path, data] of writes) {
        if (data === null) next.delete(path);
        else next.set(path, encodeData(data));
      }
      try {
        storage.setItem(key, JSON.stringify({ version: FORMAT_VERSION, docs: Object.fromEntries(next) }));
      } catch (cause) {
        throw firestoreErrors.create('firestore/resource-exhausted', {
          cause,
          message: 'This device has no room left to save that change. Delete something, then try again.',
          customData: { key, reason: 'storage-full' },
        });
      }
      entries = next;
    },
  };
}
