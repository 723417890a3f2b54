import type { FirestoreErrorListener, FirestorePort } from '../firestore.port.js';
import type { FirestoreDoc, Unsubscribe } from '../firestore.types.js';
import { endBefore, limit, limitToLast, query, startAfter, type Query } from '../model/query.js';

/** Which page to read: the first, the one after a document, or the one before a document. */
export type PageCursor =
  | { readonly kind: 'first' }
  | { readonly kind: 'after'; readonly doc: FirestoreDoc<unknown> }
  | { readonly kind: 'before'; readonly doc: FirestoreDoc<unknown> };

/** One page of a query's result. */
export interface Page<T> {
  /** The page's documents, in the query's order. */
  readonly docs: readonly FirestoreDoc<T>[];
  /** Whether a page follows this one. */
  readonly hasNext: boolean;
  /** Whether a page comes before this one. */
  readonly hasPrevious: boolean;
  /** The cursor of the next page (after this page's last document), when there is one. */
  readonly next?: PageCursor;
  /** The cursor of the previous page (before this page's first document), when there is one. */
  readonly previous?: PageCursor;
}

/** Options for {@link createPager}. */
export interface PagerOptions {
  /** Documents per page. */
  readonly pageSize: number;
}

/** Reads a query page by page, forward and backward. */
export interface Pager<T> {
  /** Reads the page at `cursor` (the first page by default). */
  read(cursor?: PageCursor): Promise<Page<T>>;
  /** Listens to the page at `cursor`: it updates live as documents come and go. */
  watch(cursor: PageCursor, listener: (page: Page<T>) => void, onError?: FirestoreErrorListener): Unsubscribe;
}

const FIRST: PageCursor = { kind: 'first' };

/** The query of one page: one document more than a page, to learn whether another page lies beyond it. */
function pageQuery<T>(base: Query<T>, cursor: PageCursor, pageSize: number): Query<T> {
  if (cursor.kind === 'after') return query(base, startAfter(cursor.doc), limit(pageSize + 1));
  if (cursor.kind === 'before') return query(base, endBefore(cursor.doc), limitToLast(pageSize + 1));
  return query(base, limit(pageSize + 1));
}

/**
 * A page of `docs` (one more than a page when more lie beyond) read at `cursor`. A page emptied since its cursor was
 * taken still leads back: to the first page, the only edge it has left.
 */
function toPage<T>(docs: readonly FirestoreDoc<T>[], cursor: PageCursor, pageSize: number): Page<T> {
  const more = docs.length > pageSize;
  const backward = cursor.kind === 'before';
  const page = backward ? docs.slice(more ? 1 : 0) : docs.slice(0, pageSize);
  const first = page[0];
  const last = page.at(-1);
  const next: PageCursor | undefined = backward || more ? (last ? { kind: 'after', doc: last } : FIRST) : undefined;
  const previous: PageCursor | undefined = (backward ? more : cursor.kind === 'after')
    ? first
      ? { kind: 'before', doc: first }
      : FIRST
    : undefined;
  return {
    docs: page,
    hasNext: next !== undefined,
    hasPrevious: previous !== undefined,
    ...(next ? { next } : {}),
    ...(previous ? { previous } : {}),
  };
}

/**
 * Pages through `base` (which should order its results, e.g. `orderBy('createdAt', 'desc')`): each page reads one
 * document more than it shows, to know whether another follows, and starts after (or ends before) the document at
 * its edge, so pages stay stable as documents are added elsewhere.
 */
export function createPager<T>(port: FirestorePort, base: Query<T>, { pageSize }: PagerOptions): Pager<T> {
  return {
    read: async (cursor = FIRST) => toPage(await port.getDocs(pageQuery(base, cursor, pageSize)), cursor, pageSize),
    watch: (cursor, listener, onError) =>
      port.onQuery(
        pageQuery(base, cursor, pageSize),
        (snapshot) => listener(toPage(snapshot.docs, cursor, pageSize)),
        onError,
      ),
  };
}
