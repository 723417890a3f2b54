import type { Page } from '@playwright/test';

/**
 * Everything the page's origin keeps in IndexedDB, every record of every object store of every database, as JSON
 * text: what the next person at the same browser could read.
 */
export function readIndexedDb(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const request = <T>(started: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        started.onsuccess = () => resolve(started.result);
        started.onerror = () => reject(started.error ?? new Error('IndexedDB request failed'));
      });
    const records: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        records.push(JSON.stringify(await request(db.transaction(store).objectStore(store).getAll())));
      }
      db.close();
    }
    return records.join('\n');
  });
}
