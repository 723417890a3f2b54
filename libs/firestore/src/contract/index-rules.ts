import type { AggregateSpec, DocumentData } from '../firestore.types.js';
import type { CompositeIndex, FieldOverride, IndexField, SingleFieldIndex } from '../indexes/index-definition.js';
import type { RequiredIndex } from '../indexes/index-match.js';
import { average, count, sum } from '../model/aggregates.js';
import {
  and,
  collectionGroup,
  documentId,
  endBefore,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  startAfter,
  startAt,
  where,
  type Query,
} from '../model/query.js';
import type { CollectionRef } from '../model/refs.js';

const DOCS = 'https://firebase.google.com/docs/firestore/query-data';
const OVERVIEW = `Index types in Cloud Firestore (${DOCS}/index-overview)`;
const MANAGE = `Manage indexes in Cloud Firestore (${DOCS}/indexing)`;
const QUERIES = `Simple and compound queries (${DOCS}/queries)`;
const REFERENCE = 'Index definition reference (https://firebase.google.com/docs/reference/firestore/indexes)';

/** The documentation each rule follows: page, then section. */
const INDEX_SOURCES = {
  singleField: `${OVERVIEW} › Single-field indexes: two single-field indexes (ascending, descending) per field, one array-contains index per array field, collection scope`,
  composite: `${OVERVIEW} › Composite indexes: equality with a range or orderBy on another field; an in clause uses the same index as ==`,
  compositeDirection: `${OVERVIEW} › Composite indexes: a descending sort order needs an index in the descending direction`,
  arrayComposite: `${OVERVIEW} › Composite indexes: array-contains or array-contains-any with additional clauses needs a composite index`,
  merging: `${OVERVIEW} › Taking advantage of index merging: equality filters merge single-field indexes, and composite indexes that end the same way`,
  exemptions: `${OVERVIEW} › Single-field index exemptions: an exemption replaces the automatic indexes of a field and of a map's subfields; an exempted field can still be part of a composite index`,
  collectionGroupScope: `${OVERVIEW} › Query scope: single-field indexes with collection group scope are not maintained by default`,
  collectionGroupManage: `${MANAGE} › Add a single-field index exemption: a collection group query needs an exemption with collection group scope`,
  multipleInequalities: `Query with range and inequality filters on multiple fields (${DOCS}/multiple-range-fields) › Indexing considerations: order by the inequality fields, implicitly by field path`,
  notEqual: `${QUERIES} › Not equal (!=) and not-in: an inequality, ordered by its field`,
  or: `${QUERIES} › OR queries: each disjunction of the disjunctive normal form is served by its own index`,
  limitations: `${QUERIES} › Query limitations: the document id orders every query last`,
  orderLimit: `Order and limit data (${DOCS}/order-limit-data) › limitToLast runs the query in the reverse order`,
  cursors: `Paginate data with query cursors (${DOCS}/query-cursors): a cursor reads the query's order and needs no index of its own`,
  aggregations: `Summarize data with aggregation queries (${DOCS}/aggregation-queries) › Behavior and limitations: an aggregation uses the index its query uses; sum and average order by their field`,
  reference: `${REFERENCE} › indexes and fieldOverrides`,
} as const;

/** One query shape of the rules table: what production needs to answer it, and where the documentation says so. */
export interface IndexRule {
  /** The query, as written. */
  readonly shape: string;
  /** The documentation this row follows. */
  readonly source: string;
  /** The query over the rules' collection (its id is `collectionId`). */
  readonly query: (cities: CollectionRef<DocumentData>, collectionId: string) => Query<DocumentData>;
  /** Run as an aggregation with this spec rather than as a read. */
  readonly aggregate?: AggregateSpec;
  /** Single-field exemptions the definition already holds, before any entry the query needs. */
  readonly exemptions?: (collectionId: string) => FieldOverride[];
  /** The entries `firestore.indexes.json` needs for the query, none when single-field indexes serve it. */
  readonly needs: (collectionId: string) => RequiredIndex[];
}

type Scope = 'COLLECTION' | 'COLLECTION_GROUP';

/** `'population desc'`, `'regions contains'`, `'country'` (ascending) as index fields. */
const field = (spec: string): IndexField => {
  const [fieldPath = '', mode = 'asc'] = spec.split(' ');
  if (mode === 'contains') return { fieldPath, arrayConfig: 'CONTAINS' };
  return { fieldPath, order: mode === 'desc' ? 'DESCENDING' : 'ASCENDING' };
};

const composite =
  (queryScope: Scope, ...fields: string[]) =>
  (collectionGroup: string): RequiredIndex => ({
    section: 'indexes',
    entry: { collectionGroup, queryScope, fields: fields.map(field) } satisfies CompositeIndex,
  });

const AUTOMATIC: SingleFieldIndex[] = [
  { order: 'ASCENDING', queryScope: 'COLLECTION' },
  { order: 'DESCENDING', queryScope: 'COLLECTION' },
  { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
];

const exemption =
  (fieldPath: string, indexes: SingleFieldIndex[]) =>
  (collectionGroup: string): FieldOverride => ({ collectionGroup, fieldPath, indexes });

const exempt =
  (fieldPath: string, indexes: SingleFieldIndex[]) =>
  (collectionGroup: string): RequiredIndex => ({
    section: 'fieldOverrides',
    entry: exemption(fieldPath, indexes)(collectionGroup),
  });

/** The automatic indexes plus one with collection group scope. */
const groupScoped = (fieldPath: string, index: Omit<SingleFieldIndex, 'queryScope'>) =>
  exempt(fieldPath, [...AUTOMATIC, { ...index, queryScope: 'COLLECTION_GROUP' } as SingleFieldIndex]);

const needs =
  (...entries: ((collectionGroup: string) => RequiredIndex)[]) =>
  (collectionGroup: string) =>
    entries.map((entry) => entry(collectionGroup));

const none = () => [];
const c = (...fields: string[]) => needs(composite('COLLECTION', ...fields));
const g = (...fields: string[]) => needs(composite('COLLECTION_GROUP', ...fields));
const S = INDEX_SOURCES;

/**
 * The rules, as a fixed table of query shapes over a `cities` collection (`state`, `country`, `name`, `capital`,
 * `population`, `density`, the array `regions`, the map `address`): whether production needs an index for each, and
 * which entry of `firestore.indexes.json` serves it.
 */
export const INDEX_RULES: readonly IndexRule[] = [
  // Single-field indexes, kept automatically in collection scope.
  { shape: 'the whole collection', source: S.singleField, query: (q) => query(q), needs: none },
  {
    shape: "where('state', '==', 'CA')",
    source: S.singleField,
    query: (q) => query(q, where('state', '==', 'CA')),
    needs: none,
  },
  {
    shape: "where('population', '<', 100000)",
    source: S.singleField,
    query: (q) => query(q, where('population', '<', 100000)),
    needs: none,
  },
  {
    shape: "where('name', '>=', 'San Francisco')",
    source: S.singleField,
    query: (q) => query(q, where('name', '>=', 'San Francisco')),
    needs: none,
  },
  { shape: "orderBy('population')", source: S.singleField, query: (q) => query(q, orderBy('population')), needs: none },
  {
    shape: "orderBy('population', 'desc')",
    source: S.singleField,
    query: (q) => query(q, orderBy('population', 'desc')),
    needs: none,
  },
  {
    shape: "where('population', '>', 1000).orderBy('population')",
    source: S.singleField,
    query: (q) => query(q, where('population', '>', 1000), orderBy('population')),
    needs: none,
  },
  {
    shape: "where('population', '>', 1000).orderBy('population', 'desc')",
    source: S.singleField,
    query: (q) => query(q, where('population', '>', 1000), orderBy('population', 'desc')),
    needs: none,
  },
  {
    shape: "where('regions', 'array-contains', 'west_coast')",
    source: S.singleField,
    query: (q) => query(q, where('regions', 'array-contains', 'west_coast')),
    needs: none,
  },
  {
    shape: "where('regions', 'array-contains-any', ['west_coast', 'east_coast'])",
    source: S.singleField,
    query: (q) => query(q, where('regions', 'array-contains-any', ['west_coast', 'east_coast'])),
    needs: none,
  },
  {
    shape: "where('country', 'in', ['USA', 'Japan'])",
    source: S.singleField,
    query: (q) => query(q, where('country', 'in', ['USA', 'Japan'])),
    needs: none,
  },
  {
    shape: "where('state', '!=', 'CA')",
    source: S.notEqual,
    query: (q) => query(q, where('state', '!=', 'CA')),
    needs: none,
  },
  {
    shape: "where('state', 'not-in', ['CA', 'WA'])",
    source: S.notEqual,
    query: (q) => query(q, where('state', 'not-in', ['CA', 'WA'])),
    needs: none,
  },
  {
    shape: "where('address.city', '==', 'SF') (a map's subfield)",
    source: S.singleField,
    query: (q) => query(q, where('address.city', '==', 'SF')),
    needs: none,
  },
  {
    shape: "where('state', '==', 'CA').limit(5)",
    source: S.singleField,
    query: (q) => query(q, where('state', '==', 'CA'), limit(5)),
    needs: none,
  },
  // Index merging.
  {
    shape: "where('state', '==', 'CO').where('name', '==', 'Denver')",
    source: S.merging,
    query: (q) => query(q, where('state', '==', 'CO'), where('name', '==', 'Denver')),
    needs: none,
  },
  {
    shape: "where('country', '==', 'USA').where('capital', '==', false).where('state', '==', 'CA')",
    source: S.merging,
    query: (q) => query(q, where('country', '==', 'USA'), where('capital', '==', false), where('state', '==', 'CA')),
    needs: none,
  },
  {
    shape: "where('country', 'in', ['USA', 'Japan']).where('capital', '==', true)",
    source: S.merging,
    query: (q) => query(q, where('country', 'in', ['USA', 'Japan']), where('capital', '==', true)),
    needs: none,
  },
  {
    shape: "where('state', '==', 'CA').orderBy(documentId(), 'desc')",
    source: S.merging,
    query: (q) => query(q, where('state', '==', 'CA'), orderBy(documentId(), 'desc')),
    needs: none,
  },
  // Equality with a range or an ordering on another field.
  {
    shape: "where('country', '==', 'USA').orderBy('population')",
    source: S.composite,
    query: (q) => query(q, where('country', '==', 'USA'), orderBy('population')),
    needs: c('country', 'population'),
  },
  {
    shape: "where('country', '==', 'USA').orderBy('population', 'desc')",
    source: S.compositeDirection,
    query: (q) => query(q, where('country', '==', 'USA'), orderBy('population', 'desc')),
    needs: c('country', 'population desc'),
  },
  {
    shape: "where('country', '==', 'USA').where('population', '<', 3800000)",
    source: S.composite,
    query: (q) => query(q, where('country', '==', 'USA'), where('population', '<', 3800000)),
    needs: c('country', 'population'),
  },
  {
    shape: "where('country', 'in', ['USA', 'Japan']).where('population', '>', 690000)",
    source: S.composite,
    query: (q) => query(q, where('country', 'in', ['USA', 'Japan']), where('population', '>', 690000)),
    needs: c('country', 'population'),
  },
  {
    shape: "where('state', '==', 'CA').where('population', '!=', 0)",
    source: S.notEqual,
    query: (q) => query(q, where('state', '==', 'CA'), where('population', '!=', 0)),
    needs: c('state', 'population'),
  },
  {
    shape: "where('state', '==', 'CA').where('population', 'not-in', [0, 1])",
    source: S.notEqual,
    query: (q) => query(q, where('state', '==', 'CA'), where('population', 'not-in', [0, 1])),
    needs: c('state', 'population'),
  },
  {
    shape: "where('state', '==', 'CA').where('name', '==', 'SF').orderBy('population')",
    source: S.merging,
    query: (q) => query(q, where('state', '==', 'CA'), where('name', '==', 'SF'), orderBy('population')),
    needs: c('state', 'name', 'population'),
  },
  {
    shape: "where('state', '==', 'CA').orderBy('state').orderBy('population')",
    source: S.composite,
    query: (q) => query(q, where('state', '==', 'CA'), orderBy('state'), orderBy('population')),
    needs: c('state', 'population'),
  },
  // Several orderings, several inequality fields.
  {
    shape: "orderBy('state').orderBy('population')",
    source: S.composite,
    query: (q) => query(q, orderBy('state'), orderBy('population')),
    needs: c('state', 'population'),
  },
  {
    shape: "orderBy('state').orderBy('population', 'desc')",
    source: S.compositeDirection,
    query: (q) => query(q, orderBy('state'), orderBy('population', 'desc')),
    needs: c('state', 'population desc'),
  },
  {
    shape: "orderBy('state', 'desc').orderBy('population', 'desc')",
    source: S.compositeDirection,
    query: (q) => query(q, orderBy('state', 'desc'), orderBy('population', 'desc')),
    needs: c('state desc', 'population desc'),
  },
  {
    shape: "orderBy('population').orderBy(documentId(), 'desc')",
    source: S.limitations,
    query: (q) => query(q, orderBy('population'), orderBy(documentId(), 'desc')),
    needs: c('population', '__name__ desc'),
  },
  {
    shape: "where('population', '>', 1000).orderBy('name')",
    source: S.multipleInequalities,
    query: (q) => query(q, where('population', '>', 1000), orderBy('name')),
    needs: c('name', 'population'),
  },
  {
    shape: "where('population', '>', 1000000).where('density', '<', 10000)",
    source: S.multipleInequalities,
    query: (q) => query(q, where('population', '>', 1000000), where('density', '<', 10000)),
    needs: c('density', 'population'),
  },
  {
    shape: "where('population', '>', 1000000).where('density', '<', 10000).orderBy('population')",
    source: S.multipleInequalities,
    query: (q) => query(q, where('population', '>', 1000000), where('density', '<', 10000), orderBy('population')),
    needs: c('population', 'density'),
  },
  // Arrays with other filters or orderings.
  {
    shape: "where('regions', 'array-contains', 'east_coast').where('capital', '==', true)",
    source: S.arrayComposite,
    query: (q) => query(q, where('regions', 'array-contains', 'east_coast'), where('capital', '==', true)),
    needs: c('capital', 'regions contains'),
  },
  {
    shape: "where('regions', 'array-contains', 'east_coast').orderBy('population')",
    source: S.arrayComposite,
    query: (q) => query(q, where('regions', 'array-contains', 'east_coast'), orderBy('population')),
    needs: c('regions contains', 'population'),
  },
  {
    shape: "where('regions', 'array-contains-any', ['east_coast']).where('population', '>', 1000)",
    source: S.arrayComposite,
    query: (q) => query(q, where('regions', 'array-contains-any', ['east_coast']), where('population', '>', 1000)),
    needs: c('regions contains', 'population'),
  },
  {
    shape: "where('regions', 'array-contains-any', ['east_coast']).where('country', 'in', ['USA'])",
    source: S.arrayComposite,
    query: (q) => query(q, where('regions', 'array-contains-any', ['east_coast']), where('country', 'in', ['USA'])),
    needs: c('country', 'regions contains'),
  },
  // or(): each disjunction on its own, with the query's whole order.
  {
    shape: "or(where('state', '==', 'CA'), where('country', '==', 'USA'))",
    source: S.or,
    query: (q) => query(q, or(where('state', '==', 'CA'), where('country', '==', 'USA'))),
    needs: none,
  },
  {
    shape: "and(where('state', '==', 'CA'), or(where('name', '==', 'SF'), where('capital', '==', true)))",
    source: S.or,
    query: (q) =>
      query(q, and(where('state', '==', 'CA'), or(where('name', '==', 'SF'), where('capital', '==', true)))),
    needs: none,
  },
  {
    shape: "or(where('state', '==', 'CA'), where('population', '>', 1000))",
    source: S.or,
    query: (q) => query(q, or(where('state', '==', 'CA'), where('population', '>', 1000))),
    needs: c('state', 'population'),
  },
  {
    shape: "or(where('state', '==', 'CA'), where('name', '==', 'SF')).orderBy('population')",
    source: S.or,
    query: (q) => query(q, or(where('state', '==', 'CA'), where('name', '==', 'SF')), orderBy('population')),
    needs: needs(composite('COLLECTION', 'state', 'population'), composite('COLLECTION', 'name', 'population')),
  },
  // Cursors read the query's order.
  {
    shape: "orderBy('population').startAfter(1000)",
    source: S.cursors,
    query: (q) => query(q, orderBy('population'), startAfter(1000)),
    needs: none,
  },
  {
    shape: "where('country', '==', 'USA').orderBy('population').startAt(1000)",
    source: S.cursors,
    query: (q) => query(q, where('country', '==', 'USA'), orderBy('population'), startAt(1000)),
    needs: c('country', 'population'),
  },
  {
    shape: "where('country', '==', 'USA').orderBy('population', 'desc').endBefore(1000)",
    source: S.cursors,
    query: (q) => query(q, where('country', '==', 'USA'), orderBy('population', 'desc'), endBefore(1000)),
    needs: c('country', 'population desc'),
  },
  // limitToLast runs in the reverse order.
  {
    shape: "orderBy('population').limitToLast(3)",
    source: S.orderLimit,
    query: (q) => query(q, orderBy('population'), limitToLast(3)),
    needs: none,
  },
  {
    shape: "where('country', '==', 'USA').orderBy('population').limitToLast(3)",
    source: S.orderLimit,
    query: (q) => query(q, where('country', '==', 'USA'), orderBy('population'), limitToLast(3)),
    needs: c('country', 'population desc'),
  },
  {
    shape: "orderBy('state').orderBy('population', 'desc').limitToLast(3)",
    source: S.orderLimit,
    query: (q) => query(q, orderBy('state'), orderBy('population', 'desc'), limitToLast(3)),
    needs: c('state desc', 'population'),
  },
  // Aggregations over a query.
  {
    shape: "count() of where('state', '==', 'CA')",
    source: S.aggregations,
    query: (q) => query(q, where('state', '==', 'CA')),
    aggregate: { n: count() },
    needs: none,
  },
  {
    shape: "count() of where('country', '==', 'USA').where('population', '>', 1000)",
    source: S.aggregations,
    query: (q) => query(q, where('country', '==', 'USA'), where('population', '>', 1000)),
    aggregate: { n: count() },
    needs: c('country', 'population'),
  },
  {
    shape: "sum('population') of the whole collection",
    source: S.aggregations,
    query: (q) => query(q),
    aggregate: { total: sum('population') },
    needs: none,
  },
  {
    shape: "sum('population') of where('state', '==', 'CA')",
    source: S.aggregations,
    query: (q) => query(q, where('state', '==', 'CA')),
    aggregate: { total: sum('population') },
    needs: c('state', 'population'),
  },
  {
    shape: "average('density') of where('population', '>', 1000)",
    source: S.aggregations,
    query: (q) => query(q, where('population', '>', 1000)),
    aggregate: { mean: average('density') },
    // The backend orders by the inequality field first, then by the averaged one (the emulator's answers show it).
    needs: c('population', 'density'),
  },
  // Collection groups: no single-field index in collection group scope unless an exemption adds it.
  {
    shape: 'collectionGroup(…), every document',
    source: S.collectionGroupScope,
    query: (_, id) => collectionGroup(id),
    needs: none,
  },
  {
    shape: "collectionGroup(…).where('name', '==', 'SF')",
    source: S.collectionGroupManage,
    query: (_, id) => query(collectionGroup(id), where('name', '==', 'SF')),
    needs: needs(groupScoped('name', { order: 'ASCENDING' })),
  },
  {
    shape: "collectionGroup(…).orderBy('population', 'desc')",
    source: S.collectionGroupManage,
    query: (_, id) => query(collectionGroup(id), orderBy('population', 'desc')),
    needs: needs(groupScoped('population', { order: 'DESCENDING' })),
  },
  {
    shape: "collectionGroup(…).where('regions', 'array-contains', 'west_coast')",
    source: S.collectionGroupManage,
    query: (_, id) => query(collectionGroup(id), where('regions', 'array-contains', 'west_coast')),
    needs: needs(groupScoped('regions', { arrayConfig: 'CONTAINS' })),
  },
  {
    shape: "collectionGroup(…).where('state', '==', 'CA').where('name', '==', 'SF')",
    source: S.collectionGroupScope,
    query: (_, id) => query(collectionGroup(id), where('state', '==', 'CA'), where('name', '==', 'SF')),
    needs: needs(groupScoped('state', { order: 'ASCENDING' }), groupScoped('name', { order: 'ASCENDING' })),
  },
  {
    shape: "collectionGroup(…).where('country', '==', 'USA').orderBy('population')",
    source: S.collectionGroupScope,
    query: (_, id) => query(collectionGroup(id), where('country', '==', 'USA'), orderBy('population')),
    needs: g('country', 'population'),
  },
  // Field overrides that turn single-field indexes off.
  {
    shape: "orderBy('population'), its single-field indexes off",
    source: S.exemptions,
    exemptions: (id) => [exemption('population', [])(id)],
    query: (q) => query(q, orderBy('population')),
    needs: needs(exempt('population', [{ order: 'ASCENDING', queryScope: 'COLLECTION' }])),
  },
  {
    shape: "orderBy('population', 'desc'), only its ascending index kept",
    source: S.exemptions,
    exemptions: (id) => [exemption('population', [{ order: 'ASCENDING', queryScope: 'COLLECTION' }])(id)],
    query: (q) => query(q, orderBy('population', 'desc')),
    needs: needs(
      exempt('population', [
        { order: 'ASCENDING', queryScope: 'COLLECTION' },
        { order: 'DESCENDING', queryScope: 'COLLECTION' },
      ]),
    ),
  },
  {
    shape: "where('address.city', '==', 'SF'), the map address exempted",
    source: S.exemptions,
    exemptions: (id) => [exemption('address', [])(id)],
    query: (q) => query(q, where('address.city', '==', 'SF')),
    needs: needs(exempt('address.city', [{ order: 'ASCENDING', queryScope: 'COLLECTION' }])),
  },
  {
    shape: "where('regions', 'array-contains', 'west'), every field exempted with *",
    source: S.exemptions,
    exemptions: (id) => [exemption('*', [])(id)],
    query: (q) => query(q, where('regions', 'array-contains', 'west')),
    needs: needs(exempt('regions', [{ arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' }])),
  },
  {
    shape: "where('country', '==', 'USA').orderBy('population'), population exempted",
    source: S.exemptions,
    exemptions: (id) => [exemption('population', [])(id)],
    query: (q) => query(q, where('country', '==', 'USA'), orderBy('population')),
    needs: c('country', 'population'),
  },
];
