import type { StandardSchemaV1 } from '@standard-schema/spec';
import { firestoreErrors } from '../firestore.errors.js';
import type { DocumentData } from '../firestore.types.js';
import type { FieldValue } from './field-values.js';
import type { Timestamp } from './timestamp.js';
import type { VectorValue } from './vector.js';

/** `T` where any field may also be a {@link FieldValue} (a server timestamp, an increment…), as writes accept. */
export type WithFieldValues<T> = T extends Date | Timestamp | VectorValue | Uint8Array | readonly unknown[]
  ? T | FieldValue
  : T extends object
    ? { [K in keyof T]: WithFieldValues<T[K]> | FieldValue }
    : T | FieldValue;

/** A codec as a plain pair of functions. `fromStore` may throw to refuse a stored document. */
export interface CodecPair<T, In = T> {
  /**
   * The codec's name in the store keys of the hooks and prefetches that read through it, the same on the server and
   * in the browser: required there (without it they throw `firestore/unnamed-codec`), and unique among the codecs
   * of a collection.
   */
  readonly name?: string;
  /** The fields to store for `value`. */
  toStore(value: WithFieldValues<In>): DocumentData | Record<string, unknown>;
  /** The typed value for a stored document. */
  fromStore(data: DocumentData): T;
}

/**
 * How a collection's documents are checked and converted in both directions: any synchronous Standard Schema v1
 * validator (zod, valibot, arktype…), or a {@link CodecPair}.
 *
 * A schema checks writes, typed by its input (field values stand for what they will become), and stores the data
 * as given; reads are the schema's output, so its defaults and transforms apply.
 */
export type Codec<T, In = T> = StandardSchemaV1<In, T> | CodecPair<T, In>;

/** The codec of a collection declared without one: the stored fields as they are. */
export const documentData: CodecPair<DocumentData> = {
  toStore: (value) => value as DocumentData,
  fromStore: (data) => data,
};

/**
 * `schema` under a name the store keys of hooks and prefetches use, the same on the server and in the browser: for a
 * schema that does not describe itself as JSON Schema (Standard JSON Schema), or whose output it cannot describe (a
 * transform, say), and for two schemas of one collection that JSON Schema cannot tell apart (refinements).
 */
export const namedCodec = <T, In = T>(
  name: string,
  schema: StandardSchemaV1<In, T>,
): StandardSchemaV1<In, T> & { readonly name: string } => Object.freeze({ name, '~standard': schema['~standard'] });

const isSchema = <T, In>(codec: Codec<T, In>): codec is StandardSchemaV1<In, T> => '~standard' in codec;

const codecError = (path: string, issues: readonly StandardSchemaV1.Issue[] | undefined, cause?: unknown) =>
  firestoreErrors.create('firestore/invalid-document', {
    cause,
    customData: {
      path,
      issues: issues ?? [],
      reason: issues?.map((issue) => issue.message).join('; ') ?? String(cause),
    },
  });

function validate<T, In>(schema: StandardSchemaV1<In, T>, value: unknown, path: string): T {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) {
    throw codecError(path, [{ message: 'asynchronous validators are not supported; use a synchronous schema' }]);
  }
  if (result.issues) throw codecError(path, result.issues);
  return result.value;
}

/**
 * The fields to store for `value`, or `firestore/invalid-document` with the validator's `issues`. `preview` is the
 * value with each field value replaced by what it will become, which is what a schema checks.
 */
export function encode<T, In>(
  codec: Codec<T, In>,
  value: WithFieldValues<In>,
  preview: unknown,
  path: string,
): unknown {
  if (isSchema(codec)) {
    validate(codec, preview, path);
    return value;
  }
  try {
    return codec.toStore(value);
  } catch (error) {
    throw codecError(path, undefined, error);
  }
}

/** The typed value of a stored document, or `firestore/invalid-document` with the validator's `issues`. */
export function decode<T, In>(codec: Codec<T, In>, data: DocumentData, path: string): T {
  if (isSchema(codec)) return validate(codec, data, path);
  try {
    return codec.fromStore(data);
  } catch (error) {
    throw codecError(path, undefined, error);
  }
}
