import {
  doc,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type SetOptions as SdkSetOptions,
  type UpdateData,
} from 'firebase/firestore';
import type { WriteOp } from '../internal/batch.js';
import type { DataOptions } from '../internal/check-data.js';
import { prepareSet, prepareUpdate } from '../internal/prepare-write.js';
import { Timestamp } from '../model/timestamp.js';
import { toSdk } from './to-sdk.js';

/** What a batch and a transaction of the SDK both do. */
interface Writer {
  set(ref: DocumentReference, data: DocumentData, options: SdkSetOptions): unknown;
  update(ref: DocumentReference, data: UpdateData<DocumentData>): unknown;
  delete(ref: DocumentReference): unknown;
}

/** A write that {@link checkOp} passed, with the fields it stores (none for a delete). */
export interface CheckedOp {
  readonly op: WriteOp;
  readonly fields: Record<string, unknown> | undefined;
}

/** Checks a write as the memory adapter does, when it is made, before any network call. */
export function checkOp(op: WriteOp, options: DataOptions): CheckedOp {
  if (op.kind === 'delete') return { op, fields: undefined };
  if (op.kind === 'update') return { op, fields: prepareUpdate(op.data, options) };
  const now = Timestamp.fromMillis(Date.now());
  return { op, fields: prepareSet(op.ref.codec, op.ref.path, op.data as never, op.options, options, now) };
}

/** Gives a checked write to an SDK batch or transaction. */
export function applyOp(db: Firestore, writer: Writer, { op, fields }: CheckedOp): void {
  const ref = doc(db, op.ref.path);
  if (op.kind === 'delete') writer.delete(ref);
  else if (op.kind === 'update') writer.update(ref, toSdk(fields, db) as UpdateData<DocumentData>);
  else writer.set(ref, toSdk(fields, db) as DocumentData, (op.options ?? {}) as SdkSetOptions);
}

/** The data options of an adapter created with `ignoreUndefinedProperties`. */
export const dataOptionsOf = (ignoreUndefinedProperties = false): DataOptions => ({
  ignoreUndefined: ignoreUndefinedProperties,
});
