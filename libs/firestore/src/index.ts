export type {
  FirestoreBatch,
  FirestoreErrorListener,
  FirestorePort,
  FirestoreTransaction,
  FirestoreWriter,
  UpdateData,
} from './firestore.port.js';
export { firestoreErrors, toFirestoreError, type FirestoreError, type FirestoreErrorCode } from './firestore.errors.js';
export { FIRESTORE_LIMITS } from './firestore.limits.js';
export type {
  AggregateField,
  AggregateResult,
  AggregateSpec,
  DocumentChange,
  DocumentData,
  DocumentSnapshot,
  FirestoreDoc,
  FirestoreValue,
  QueryListenOptions,
  QueryRead,
  QuerySnapshot,
  SetOptions,
  SnapshotMetadata,
  Unsubscribe,
} from './firestore.types.js';
export { documentData, namedCodec, type Codec, type CodecPair, type WithFieldValues } from './model/codec.js';
export {
  arrayRemove,
  arrayUnion,
  deleteField,
  FieldValue,
  increment,
  isFieldValue,
  serverTimestamp,
  type FieldValueKind,
} from './model/field-values.js';
export { FieldPath } from './model/field-path.js';
export { GeoPoint } from './model/geo-point.js';
export { Timestamp } from './model/timestamp.js';
export { vector, VectorValue } from './model/vector.js';
export {
  and,
  collectionGroup,
  documentId,
  endAt,
  endBefore,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  startAfter,
  startAt,
  where,
  type Bound,
  type CompositeFilter,
  type FieldFilter,
  type Filter,
  type OrderBy,
  type Query,
  type QueryConstraint,
  type QuerySource,
  type WhereOp,
} from './model/query.js';
export { collection, CollectionRef, doc, docAt, DocumentRef } from './model/refs.js';
export { average, count, sum } from './model/aggregates.js';
export { aggregationReads, FIRESTORE_BILLING, queryReads } from './cost/billing-rules.js';
export { meterFirestore, type MeterFirestoreOptions } from './cost/meter-firestore.js';
export { queryKey } from './internal/query-key.js';
export {
  createInfiniteQuery,
  type InfiniteQuery,
  type InfiniteQueryOptions,
  type InfiniteQueryState,
} from './pagination/infinite-query.js';
export { createPager, type Page, type PageCursor, type Pager, type PagerOptions } from './pagination/pager.js';
export {
  parseFirestoreIndexes,
  type CompositeIndex,
  type FieldOverride,
  type FirestoreIndexes,
  type IndexField,
  type IndexOrder,
  type IndexQueryScope,
  type SingleFieldIndex,
} from './indexes/index-definition.js';
export { indexShapes, type IndexShape } from './indexes/index-shape.js';
export { missingIndexes, type RequiredIndex } from './indexes/index-match.js';
export { missingIndexMessage } from './indexes/missing-index-error.js';
export { checkIndexes, requiredIndexes } from './indexes/query-indexes.js';
export { createQueryRecording, readQueryRecording, type QueryRecording } from './indexes/query-recording.js';
export { addIndexes } from './indexes/index-file.js';
export { withIndexWarnings } from './indexes/index-warnings.js';
