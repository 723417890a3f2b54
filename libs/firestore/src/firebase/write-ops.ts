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

/** Checks a write as the memory adapter does, and returns the fields it stores (none for a delete). */
export function checkOp(op: WriteOp, options: DataOptions): Record<string, unknown> | undefined {
  if (op.kind === 'delete') return undefined;
  if (op.kind === 'update') return prepareUpdate(op.data, options);
  return prepareSet(op.ref.codec, op.ref.path, op.data as never, op.options, options, Timestamp.fromMillis(Date.now()));
}

/** Checks a write and gives it to an SDK batch or transaction. */
export function applyOp(db: Firestore, writer: Writer, op: WriteOp, options: DataOptions): void {
  const data = checkOp(op, options);
  const ref = doc(db, op.ref.path);
  if (op.kind === 'delete') writer.delete(ref);
  else if (op.kind === 'update') writer.update(ref, toSdk(data, db) as UpdateData<DocumentData>);
  else writer.set(ref, toSdk(data, db) as DocumentData, (op.options ?? {}) as SdkSetOptions);
}

/** The data options of an adapter created with `ignoreUndefinedProperties`. */
export const dataOptionsOf = (ignoreUndefinedProperties = false): DataOptions => ({
  ignoreUndefined: ignoreUndefinedProperties,
});
