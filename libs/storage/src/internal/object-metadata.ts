import { storageErrors } from '../storage.errors.js';
import type { MetadataUpdate, UploadOptions } from '../storage.types.js';

/** The metadata an upload stores, checked and in the form the backend keeps it. */
export interface UploadFields {
  readonly contentType: string;
  readonly cacheControl?: string;
  readonly customMetadata: Record<string, string>;
}

/** A metadata update, checked and in the form the backend applies it. */
export interface UpdateFields {
  readonly contentType?: string | null;
  readonly cacheControl?: string | null;
  readonly customMetadata?: Record<string, string | null> | null;
}

const invalid = (field: string, rule: string) =>
  storageErrors.create('storage/invalid-argument', { customData: { reason: `${field} must be ${rule}` } });

/**
 * Checks a content type or cache control: absent, `null`, or printable ASCII (and tab), what an HTTP header carries as
 * it is. The SDK sends a large upload's content type as a header, and Storage serves both fields as headers.
 */
function checkHeader(field: string, value: unknown): void {
  if (value != null && !(typeof value === 'string' && /^[\t\x20-\x7e]*$/u.test(value)))
    throw invalid(field, 'a string of printable ASCII');
}

/**
 * Custom values as the backend stores them: a string as it is, anything else as its JSON text (`1`, `true`, `null`);
 * `undefined` is left out, as JSON leaves it out, and `null` stays `null` (a removal) where `removals` is set.
 */
function customText(custom: unknown, removals: boolean): Record<string, string | null> {
  if (typeof custom !== 'object' || custom === null || Array.isArray(custom))
    throw invalid('customMetadata', 'an object of keys and values');
  const stored: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(custom)) {
    if (value === undefined) continue;
    let text: string | undefined;
    try {
      text = typeof value === 'string' ? value : JSON.stringify(value);
    } catch {
      // A BigInt, or a cycle: JSON has no text for it, so it cannot be sent either.
    }
    if (text === undefined) throw invalid(`customMetadata.${key}`, 'text or have JSON text');
    stored[key] = value === null && removals ? null : text;
  }
  return stored;
}

/**
 * An upload's metadata as the backend stores it: the content type given, else the data's own (a Blob's, a data URL's),
 * else `application/octet-stream`, as `firebase/storage` sends it; custom values as text. Throws
 * `storage/invalid-argument` for a field that cannot be stored.
 */
export function uploadFields(
  options: UploadOptions | null | undefined,
  dataContentType: string | undefined,
): UploadFields {
  const { contentType, cacheControl, customMetadata } = options ?? {};
  checkHeader('contentType', contentType);
  checkHeader('cacheControl', cacheControl);
  return {
    contentType: contentType || dataContentType || 'application/octet-stream',
    ...(cacheControl ? { cacheControl } : {}),
    customMetadata: (customMetadata == null ? {} : customText(customMetadata, false)) as Record<string, string>,
  };
}

/** A metadata update as the backend applies it: `null` removes a field, a custom key, or (for `customMetadata`) all. */
export function updateFields(update: MetadataUpdate): UpdateFields {
  if (typeof update !== 'object' || update === null) throw invalid('the update', 'an object');
  const { contentType, cacheControl, customMetadata } = update;
  checkHeader('contentType', contentType);
  checkHeader('cacheControl', cacheControl);
  return {
    ...(contentType === undefined ? {} : { contentType }),
    ...(cacheControl === undefined ? {} : { cacheControl }),
    ...(customMetadata === undefined
      ? {}
      : { customMetadata: customMetadata === null ? null : customText(customMetadata, true) }),
  };
}

/**
 * The custom keys as the backend shows them: without `firebaseStorageDownloadTokens`, which it takes as the object's
 * download tokens and keeps for itself.
 */
export function visibleCustomMetadata(custom: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const { firebaseStorageDownloadTokens: _tokens, ...visible } = custom ?? {};
  return visible;
}
