import type { StorageListPage, StorageObjectRef } from '../storage.types.js';
import { nameOf } from '../internal/storage-path.js';

/**
 * One page of what is directly under `prefix` among `paths`, as Cloud Storage lists it: prefixes and items together
 * in path order, at most `maxResults` of them; the page token is the last path returned.
 */
export function listPage(
  bucket: string,
  paths: Iterable<string>,
  prefix: string,
  { maxResults = 1000, pageToken }: { maxResults?: number; pageToken?: string },
): StorageListPage {
  const start = prefix === '' ? '' : `${prefix}/`;
  const entries = new Map<string, 'prefix' | 'item'>();
  for (const path of paths) {
    if (!path.startsWith(start)) continue;
    const slash = path.indexOf('/', start.length);
    if (slash === -1) entries.set(path, 'item');
    else entries.set(path.slice(0, slash), 'prefix');
  }
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const after = pageToken === undefined ? sorted : sorted.filter(([path]) => path > pageToken);
  const page = after.slice(0, maxResults);
  const ref = (path: string): StorageObjectRef => ({ bucket, path, name: nameOf(path) });
  const last = page.at(-1);
  return {
    prefixes: page.filter(([, kind]) => kind === 'prefix').map(([path]) => ref(path)),
    items: page.filter(([, kind]) => kind === 'item').map(([path]) => ref(path)),
    ...(last && after.length > page.length ? { nextPageToken: last[0] } : {}),
  };
}
