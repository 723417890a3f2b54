import type { FirestoreValue } from '../firestore.types.js';

/** The kinds of write-time transform Firestore applies. */
export type FieldValueKind = 'serverTimestamp' | 'increment' | 'arrayUnion' | 'arrayRemove' | 'deleteField';

/** A write-time transform (server timestamp, increment, array union or remove, delete). Build one with its function. */
export class FieldValue {
  /** @internal */
  constructor(
    /** What it does. */
    readonly kind: FieldValueKind,
    /** The increment, or the array elements. */
    readonly operand?: number | readonly FirestoreValue[],
  ) {
    Object.freeze(this);
  }
}

/** The backend's time when the write commits; locally, the client's estimate until then. */
export const serverTimestamp = (): FieldValue => new FieldValue('serverTimestamp');

/** Adds `by` to the field's number (a missing or non-numeric field counts as 0). */
export const increment = (by: number): FieldValue => new FieldValue('increment', by);

/** Appends each element the array does not hold yet. */
export const arrayUnion = (...elements: FirestoreValue[]): FieldValue => new FieldValue('arrayUnion', elements);

/** Removes every occurrence of each element. */
export const arrayRemove = (...elements: FirestoreValue[]): FieldValue => new FieldValue('arrayRemove', elements);

/** Deletes the field (in `update`, or `set` with `merge`). */
export const deleteField = (): FieldValue => new FieldValue('deleteField');

/** True for a {@link FieldValue}. */
export const isFieldValue = (value: unknown): value is FieldValue => value instanceof FieldValue;
