import type { StorageListPage, StorageObjectRef } from '../storage.types.js';
import { nameOf } from '../internal/storage-path.js';

/**
 * Orders names as Cloud Storage does, by their UTF-8 bytes, which is code point order. JavaScript's `<` compares
 * UTF-16 code units, which puts a character from U+10000 on (a surrogate pair, such as 😀) before U+E000 to U+FFFF.
 */
export function compareNames(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    if (a.charCodeAt(index) === b.charCodeAt(index)) continue;
    return (a.codePointAt(index) as number) < (b.codePointAt(index) as number) ? -1 : 1;
  }
  return a.length - b.length;
}

/**
 * One page of what is directly under `prefix` among `paths`, as Cloud Storage lists it: prefixes and items together,
 * at most `maxResults` of them, in the order of their names, where a prefix's name ends with `/` (so `a-/` < `a./` <
 * `a/`, and an object `a` comes before the prefix `a/`, both listed). The page token is the last name returned.
 */
export function listPage(
  bucket: string,
  paths: Iterable<string>,
  prefix: string,
  { maxResults = 1000, pageToken }: { maxResults?: number; pageToken?: string },
): StorageListPage {
  const start = prefix === '' ? '' : `${prefix}/`;
  const names = new Set<string>();
  for (const path of paths) {
    if (!path.startsWith(start)) continue;
    const slash = path.indexOf('/', start.length);
    names.add(slash === -1 ? path : path.slice(0, slash + 1));
  }
  const sorted = [...names].sort(compareNames);
  const after = pageToken === undefined ? sorted : sorted.filter((name) => compareNames(name, pageToken) > 0);
  const page = after.slice(0, maxResults);
  const ref = (path: string): StorageObjectRef => ({ bucket, path, name: nameOf(path) });
  const last = page.at(-1);
  return {
    prefixes: page.filter((name) => name.endsWith('/')).map((name) => ref(name.slice(0, -1))),
    items: page.filter((name) => !name.endsWith('/')).map(ref),
    ...(last !== undefined && after.length > page.length ? { nextPageToken: last } : {}),
  };
}
