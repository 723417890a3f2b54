export { useFirestore } from './use-firestore.js';
export { useDocument } from './use-document.js';
export { useQuery } from './use-query.js';
export { useSuspenseQuery } from './use-suspense-query.js';
export { useCollectionGroup } from './use-collection-group.js';
export { useAggregate } from './use-aggregate.js';
export { useInfiniteQuery } from './use-infinite-query.js';
export { usePaginatedQuery, type PaginatedQuery } from './use-paginated-query.js';
export { IDLE, type FirestoreResource, type HookOptions } from './resource.js';
