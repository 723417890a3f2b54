import * as sdk from 'firebase/storage';
import type { StoragePort } from '../storage.port.js';
import { checkListOptions } from '../internal/downloads.js';
import type { StorageContext } from './storage-context.js';
import { toRef } from './sdk-conversions.js';

/** The methods that list what is under a prefix. */
export type StorageListings = Pick<StoragePort, 'list' | 'listAll'>;

/** The listings, in a chunk of their own, over the shared implementation. */
export function createListings({ withRef }: StorageContext): StorageListings {
  return {
    list: (target, options) =>
      withRef(
        'list',
        target,
        async (ref) => {
          const page = await sdk.list(ref, checkListOptions(options));
          return {
            prefixes: page.prefixes.map(toRef),
            items: page.items.map(toRef),
            ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
          };
        },
        { root: true },
      ),
    listAll: (target) =>
      withRef(
        'listAll',
        target,
        async (ref) => {
          const all = await sdk.listAll(ref);
          return { prefixes: all.prefixes.map(toRef), items: all.items.map(toRef) };
        },
        { root: true },
      ),
  };
}
