import { storageErrors } from '../storage.errors.js';
import type { MetadataUpdate, UploadOptions } from '../storage.types.js';

/** The custom key Cloud Storage takes as the object's download tokens; it never lists it among the custom keys. */
const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';

/** The content type of an upload that names none and whose data carries none, as `firebase/storage` sends it. */
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

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

const invalidArgument = (reason: string) =>
  storageErrors.create('storage/invalid-argument', { customData: { reason } });

// Printable ASCII and tab: what an HTTP header carries as it is. The SDK sends a resumable upload's content type as a
// header (and a browser refuses other characters there), and Storage serves both fields as headers.
const HEADER_TEXT = /^[\t\x20-\x7e]*$/u;

function checkText(field: string, value: unknown): void {
  if (value !== undefined && value !== null && typeof value !== 'string')
    throw invalidArgument(`${field} must be a string`);
  if (typeof value === 'string' && !HEADER_TEXT.test(value))
    throw invalidArgument(`${field} must be printable ASCII, as an HTTP header is`);
}

/** The backend stores a custom value as text: a string as it is, anything else as its JSON (`1`, `true`, `null`). */
function storedText(key: string, value: unknown): string {
  if (typeof value === 'string') return value;
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    // A BigInt, or a cycle: JSON has no text for it, so the SDK could not send it either.
  }
  if (json === undefined) throw invalidArgument(`customMetadata.${key} has no JSON text`);
  return json;
}

function customEntries(custom: unknown, keep: (key: string, value: unknown) => string | null | undefined) {
  if (typeof custom !== 'object' || custom === null || Array.isArray(custom))
    throw invalidArgument('customMetadata must be an object of keys and values');
  const entries: [string, string | null][] = [];
  for (const [key, value] of Object.entries(custom)) {
    const kept = keep(key, value);
    if (kept !== undefined) entries.push([key, kept]);
  }
  return Object.fromEntries(entries);
}

/**
 * An upload's metadata as the backend stores it: the content type given, else the data's own (a Blob's, a data URL's),
 * else `application/octet-stream`; custom values as text, `undefined` ones left out as JSON leaves them out. Throws
 * `storage/invalid-argument` for a content type or cache control that is not a string of printable ASCII.
 */
export function uploadFields(
  options: UploadOptions | null | undefined,
  dataContentType: string | undefined,
): UploadFields {
  const { contentType, cacheControl, customMetadata } = options ?? {};
  checkText('contentType', contentType);
  checkText('cacheControl', cacheControl);
  return {
    contentType: contentType || dataContentType || DEFAULT_CONTENT_TYPE,
    ...(cacheControl ? { cacheControl } : {}),
    customMetadata:
      customMetadata === undefined || customMetadata === null
        ? {}
        : (customEntries(customMetadata, (key, value) =>
            value === undefined ? undefined : storedText(key, value),
          ) as Record<string, string>),
  };
}

/** A metadata update as the backend applies it: `null` removes a field, a custom key, or (for `customMetadata`) all. */
export function updateFields(update: MetadataUpdate): UpdateFields {
  if (typeof update !== 'object' || update === null) throw invalidArgument('the update must be an object');
  const { contentType, cacheControl, customMetadata } = update;
  checkText('contentType', contentType);
  checkText('cacheControl', cacheControl);
  return {
    ...(contentType === undefined ? {} : { contentType }),
    ...(cacheControl === undefined ? {} : { cacheControl }),
    ...(customMetadata === undefined
      ? {}
      : {
          customMetadata:
            customMetadata === null
              ? null
              : customEntries(customMetadata, (key, value) =>
                  value === undefined || value === null ? value : storedText(key, value),
                ),
        }),
  };
}

/** The custom keys as the backend shows them: without the download tokens it keeps for itself. */
export function visibleCustomMetadata(custom: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const { [DOWNLOAD_TOKENS_KEY]: _tokens, ...visible } = custom ?? {};
  return visible;
}
