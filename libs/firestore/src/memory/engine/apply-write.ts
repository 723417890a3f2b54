import { badInput } from '../../firestore.errors.js';
import type { DocumentData, FirestoreValue } from '../../firestore.types.js';
import { fieldSegments } from '../../internal/field-paths.js';
import { fieldAt, isMap } from '../../internal/field-at.js';
import { FieldValue } from '../../model/field-values.js';
import { Timestamp, toMicros } from '../../model/timestamp.js';
import { valuesIdentical } from './value-order.js';

/** A write to one document, as the memory store applies it. */
export type DocumentWrite =
  | {
      readonly kind: 'set';
      readonly data: Record<string, unknown>;
      readonly merge?: boolean;
      readonly mergeFields?: readonly string[];
    }
  | { readonly kind: 'update'; readonly data: Record<string, unknown> }
  | { readonly kind: 'delete' };

const DELETE = Symbol('delete');

function transform(
  value: FieldValue,
  existing: FirestoreValue | undefined,
  now: Timestamp,
): FirestoreValue | typeof DELETE {
  const elements = (value.operand ?? []) as readonly FirestoreValue[];
  const base = Array.isArray(existing) ? (existing as readonly FirestoreValue[]) : [];
  switch (value.kind) {
    case 'serverTimestamp':
      return now;
    case 'increment':
      return (typeof existing === 'number' ? existing : 0) + (value.operand as number);
    case 'arrayUnion':
      return [
        ...base,
        ...elements.filter(
          (e, i) => !base.some((b) => valuesIdentical(b, e)) && elements.findIndex((o) => valuesIdentical(o, e)) === i,
        ),
      ];
    case 'arrayRemove':
      return base.filter((b) => !elements.some((e) => valuesIdentical(b, e)));
    case 'deleteField':
      return DELETE;
  }
}

/**
 * `value` with its field values applied against what is stored at the same place, and its timestamps cut to the
 * microsecond, as the backend keeps them.
 */
function resolve(value: unknown, existing: FirestoreValue | undefined, now: Timestamp): FirestoreValue | typeof DELETE {
  if (value instanceof FieldValue) return transform(value, existing, now);
  if (value instanceof Timestamp) return toMicros(value);
  if (Array.isArray(value)) return value.map((element: unknown) => resolve(element, undefined, now) as FirestoreValue);
  if (!isMap(value)) return value as FirestoreValue;
  const out: Record<string, FirestoreValue> = {};
  for (const [key, nested] of Object.entries(value)) {
    const resolved = resolve(nested, undefined, now);
    if (resolved !== DELETE) out[key] = resolved;
  }
  return out;
}

/** `data` with the value at `segments` replaced (or deleted), creating maps on the way. */
function setAt(data: DocumentData, segments: readonly string[], value: FirestoreValue | typeof DELETE): DocumentData {
  const [head, ...rest] = segments as [string, ...string[]];
  const copy: Record<string, FirestoreValue> = { ...data };
  if (rest.length === 0) {
    if (value === DELETE) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const child = copy[head];
  if (value === DELETE && !isMap(child)) return copy;
  copy[head] = setAt(isMap(child) ? child : {}, rest, value);
  return copy;
}

/** Every leaf path of a merge: nested maps are merged field by field, anything else replaces. */
function leafPaths(value: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, nested]) =>
    isMap(nested) && Object.keys(nested).length > 0 ? leafPaths(nested, [...prefix, key]) : [[...prefix, key]],
  );
}

function writePaths(existing: DocumentData, data: Record<string, unknown>, paths: readonly string[][], now: Timestamp) {
  let next = existing;
  for (const segments of paths) {
    const value = fieldAt(data as DocumentData, segments);
    next = setAt(next, segments, resolve(value, fieldAt(existing, segments), now));
  }
  return next;
}

/**
 * The document after `write`, or `null` when it is deleted. `existing` is `undefined` for a missing document
 * (`update` refuses it with the caller's not-found error). Field values are applied against the stored fields.
 */
export function applyWrite(
  existing: DocumentData | undefined,
  write: DocumentWrite,
  now: Timestamp,
): DocumentData | null {
  switch (write.kind) {
    case 'delete':
      return null;
    case 'update':
      return Object.entries(write.data).reduce<DocumentData>((next, [field, value]) => {
        const segments = fieldSegments(field, 'firestore/invalid-data');
        return setAt(next, segments, resolve(value, fieldAt(existing ?? {}, segments), now));
      }, existing ?? {});
    case 'set': {
      if (write.mergeFields) {
        const paths = write.mergeFields.map((field) => fieldSegments(field, 'firestore/invalid-data'));
        for (const [index, segments] of paths.entries()) {
          if (fieldAt(write.data as DocumentData, segments) === undefined) {
            throw badInput(
              'firestore/invalid-data',
              `mergeFields names "${write.mergeFields[index] ?? ''}", which the data does not hold`,
            );
          }
        }
        return writePaths(existing ?? {}, write.data, paths, now);
      }
      if (write.merge) return writePaths(existing ?? {}, write.data, leafPaths(write.data), now);
      return resolve(write.data, undefined, now) as DocumentData;
    }
  }
}
