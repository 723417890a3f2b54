import {
  CollectionRef,
  docAt,
  documentData,
  FIRESTORE_LIMITS,
  type Codec,
  type DocumentData,
  type FirestorePort,
  type WithFieldValues,
} from '@platform/firestore';

/**
 * A collection's codec (a Standard Schema validator or a `{ toStore, fromStore }` pair), or a collection declared with
 * one, of which only the codec is used.
 */
export type CollectionCodec =
  | { readonly '~standard': object }
  | { toStore(value: never): unknown; fromStore(data: DocumentData): unknown }
  | { readonly path: string; readonly codec: object };

/**
 * The app's collections by path pattern, e.g. `{ 'users/{uid}/notes': noteCodec }`: a segment in braces stands for
 * any id. A document seeded under a matching collection is written through its codec, as the app writes it.
 */
export type FirestoreCollections = Readonly<Record<string, CollectionCodec>>;

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? [Head, ...Segments<Rest>] : [P];

type MatchesPattern<Path extends readonly string[], Pattern extends readonly string[]> = Path extends [
  infer Segment,
  ...infer PathRest extends string[],
]
  ? Pattern extends [infer Expected, ...infer PatternRest extends string[]]
    ? Expected extends `{${string}}`
      ? MatchesPattern<PathRest, PatternRest>
      : Segment extends Expected
        ? MatchesPattern<PathRest, PatternRest>
        : false
    : false
  : Pattern extends []
    ? true
    : false;

type ParentOf<P extends readonly string[]> = P extends [...infer Parent extends string[], string] ? Parent : [];

type InputOf<C> =
  C extends CollectionRef<unknown, infer In> ? In : C extends Codec<unknown, infer In> ? In : DocumentData;

type MatchingPattern<Path extends string, C extends FirestoreCollections> = {
  [P in keyof C & string]: MatchesPattern<ParentOf<Segments<Path>>, Segments<P>> extends true ? P : never;
}[keyof C & string];

/**
 * What a seeded document at `Path` may hold: the input of the codec of the collection it falls under (field values
 * such as `serverTimestamp()` included). Under a collection the app did not declare, or at a path only known when the
 * test runs (a computed key), any fields: the codec checks them then.
 */
export type SeedDocument<Path extends string, C extends FirestoreCollections> = string extends Path
  ? object
  : [MatchingPattern<Path, C>] extends [never]
    ? object
    : WithFieldValues<InputOf<C[MatchingPattern<Path, C>]>>;

/** Documents by full path, e.g. `{ 'users/u1/notes/a': { text: 'hi' } }`, each typed by its collection's codec. */
export type FirestoreSeed<Paths, C extends FirestoreCollections> = {
  readonly [Path in keyof Paths]: Path extends string ? SeedDocument<Path, C> : never;
};

const segmentsOf = (path: string): string[] => path.split('/');

const matches = (collectionPath: string, pattern: string): boolean => {
  const actual = segmentsOf(collectionPath);
  const expected = segmentsOf(pattern);
  return (
    actual.length === expected.length &&
    expected.every((segment, index) => (segment.startsWith('{') && segment.endsWith('}')) || segment === actual[index])
  );
};

const codecOf = (declared: CollectionCodec): Codec<unknown, unknown> =>
  (declared instanceof CollectionRef ? declared.codec : declared) as Codec<unknown, unknown>;

/** The codec that documents under `documentPath` are written through: the first declared collection it falls under. */
function codecFor(documentPath: string, collections: FirestoreCollections): Codec<unknown, unknown> {
  const parent = documentPath.slice(0, Math.max(0, documentPath.lastIndexOf('/')));
  const pattern = Object.keys(collections).find((candidate) => matches(parent, candidate));
  return pattern === undefined ? (documentData as Codec<unknown, unknown>) : codecOf(collections[pattern]);
}

/**
 * Writes `documents` through the port, in batches of the most a batch takes, each through its collection's codec: a
 * malformed path throws `firestore/invalid-path` before anything is written, and data the codec refuses rejects with
 * `firestore/invalid-document` before its batch is applied.
 */
export async function seedFirestore(
  firestore: FirestorePort,
  documents: Readonly<Record<string, unknown>>,
  collections: FirestoreCollections,
): Promise<void> {
  const writes = Object.entries(documents).map(([path, data]) => ({
    ref: docAt(path, codecFor(path, collections)),
    data,
  }));
  for (let start = 0; start < writes.length; start += FIRESTORE_LIMITS.batchWrites) {
    const batch = firestore.batch();
    for (const { ref, data } of writes.slice(start, start + FIRESTORE_LIMITS.batchWrites))
      batch.set(ref, data as never);
    await batch.commit();
  }
}
