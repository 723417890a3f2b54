import { badInput } from '../firestore.errors.js';
import type { SetOptions } from '../firestore.types.js';
import { encode, type Codec, type WithFieldValues } from '../model/codec.js';
import { FieldValue } from '../model/field-values.js';
import type { Timestamp } from '../model/timestamp.js';
import { checkData, checkUpdate, type DataOptions } from './check-data.js';
import { isMap } from './field-at.js';
import { preview } from './preview.js';

const holdsDelete = (value: unknown): boolean =>
  (value instanceof FieldValue && value.kind === 'deleteField') ||
  (isMap(value) && Object.values(value).some(holdsDelete));

/**
 * The fields a `set` (or `add`) stores, checked before any network call: a whole document goes through the
 * codec; a merge is checked as data only, since a codec describes whole documents.
 */
export function prepareSet<T, In>(
  codec: Codec<T, In>,
  path: string,
  value: WithFieldValues<In> | Partial<WithFieldValues<In>>,
  options: SetOptions | undefined,
  data: DataOptions,
  now: Timestamp,
): Record<string, unknown> {
  const partial = options?.merge === true || options?.mergeFields !== undefined;
  const stored = partial ? value : encode(codec, value as WithFieldValues<In>, preview(value, now), path);
  const checked = checkData(stored, { ...data, fieldValues: true });
  if (!partial && holdsDelete(checked)) {
    throw badInput('firestore/invalid-data', 'deleteField() can only be used in update() or set() with merge', {
      path,
    });
  }
  return checked;
}

/** The dotted fields an `update` writes, checked before any network call. */
export function prepareUpdate(value: Record<string, unknown>, data: DataOptions): Record<string, unknown> {
  const checked = checkUpdate(value, { ...data, fieldValues: true });
  if (Object.keys(checked).length === 0) throw badInput('firestore/invalid-data', 'an update needs at least one field');
  return checked;
}
