import { useRef } from 'react';
import { queryKey } from '../internal/query-key.js';
import type { Query } from '../model/query.js';
import { DocumentRef, type CollectionRef } from '../model/refs.js';
import { documentStoreKey, queryStoreKey } from './store-keys.js';

/**
 * The store key of `source` for one component (the one `prefetchDocument` and `prefetchQuery` use): its content and
 * its codec's identity, which is computed again only when the content changes, so a codec the component builds again
 * on every render (an inline schema) costs nothing. Codecs of other identities get keys of their own. `null` for none.
 */
export function useQueryKey(
  source: Query<unknown> | CollectionRef<unknown, unknown> | DocumentRef<unknown, unknown> | null,
): string | null {
  const last = useRef<{ readonly content: string; readonly key: string } | null>(null);
  if (source === null) return null;
  const content = queryKey(source as Query<unknown>, { codec: false });
  if (last.current?.content !== content) {
    const key = source instanceof DocumentRef ? documentStoreKey(source) : queryStoreKey(source as Query<unknown>);
    last.current = { content, key };
  }
  return last.current.key;
}
