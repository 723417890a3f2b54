import {
  deleteDoc,
  doc,
  setDoc,
  updateDoc,
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

/** What an SDK batch, an SDK transaction and the SDK's calls for one document all do; `R` is what each returns. */
interface Writer<R> {
  set(ref: DocumentReference, data: DocumentData, options?: SdkSetOptions): R;
  update(ref: DocumentReference, data: UpdateData<DocumentData>): R;
  delete(ref: DocumentReference): R;
}

/** The SDK's calls for one document: a single write costs the SDK less this way than as a batch of one. */
export const singleWrite: Writer<Promise<void>> = {
  set: (ref, data, options) => (options ? setDoc(ref, data, options) : setDoc(ref, data)),
  update: (ref, data) => updateDoc(ref, data),
  delete: (ref) => deleteDoc(ref),
};

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

/** Gives a checked write to an SDK batch or transaction, or makes it with {@link singleWrite}. */
export function applyOp<R>(db: Firestore, writer: Writer<R>, { op, fields }: CheckedOp): R {
  const ref = doc(db, op.ref.path);
  if (op.kind === 'delete') return writer.delete(ref);
  if (op.kind === 'update') return writer.update(ref, toSdk(fields, db) as UpdateData<DocumentData>);
  return writer.set(ref, toSdk(fields, db) as DocumentData, op.options as SdkSetOptions | undefined);
}

/** The data options of an adapter created with `ignoreUndefinedProperties`. */
export const dataOptionsOf = (ignoreUndefinedProperties = false): DataOptions => ({
  ignoreUndefined: ignoreUndefinedProperties,
});
