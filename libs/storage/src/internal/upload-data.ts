import { storageErrors } from '../storage.errors.js';
import type { StorageString, StringFormat, UploadData } from '../storage.types.js';

/** Upload data as bytes, with the content type the data itself carries (a Blob's type, a data URL's). */
export interface DecodedData {
  readonly bytes: Uint8Array;
  readonly contentType?: string;
}

const invalidFormat = (format: StringFormat, reason: string) =>
  storageErrors.create('storage/invalid-format', { customData: { format, reason } });

function fromBase64(text: string, format: StringFormat): Uint8Array {
  const standard = format === 'base64url' ? text.replace(/-/gu, '+').replace(/_/gu, '/') : text;
  if (/[^A-Za-z0-9+/=]/u.test(standard) || (format === 'base64' && /[-_]/u.test(text)))
    throw invalidFormat(format, 'the string is not valid ' + format);
  try {
    return Uint8Array.from(atob(standard), (char) => char.charCodeAt(0));
  } catch {
    throw invalidFormat(format, 'the string is not valid ' + format);
  }
}

function percentDecoded(body: string): string {
  try {
    return decodeURIComponent(body);
  } catch {
    throw invalidFormat('data_url', 'the data URL has a malformed % escape');
  }
}

const DATA_URL = /^data:([^,]*?)(;base64)?,(.*)$/su;

function fromDataUrl(text: string): DecodedData {
  const match = DATA_URL.exec(text);
  if (!match) throw invalidFormat('data_url', 'the string is not a data URL');
  const [, type = '', base64, body = ''] = match;
  const bytes = base64 ? fromBase64(body, 'base64') : new TextEncoder().encode(percentDecoded(body));
  return type === '' ? { bytes } : { bytes, contentType: type };
}

/** Decodes a string as `firebase/storage`'s `uploadString` does; malformed input throws `storage/invalid-format`. */
function decodeString({ text, format = 'raw' }: StorageString): DecodedData {
  switch (format) {
    case 'raw':
      return { bytes: new TextEncoder().encode(text) };
    case 'base64':
    case 'base64url':
      return { bytes: fromBase64(text, format) };
    case 'data_url':
      return fromDataUrl(text);
    default:
      throw invalidFormat(format, 'unknown string format');
  }
}

/** The data's bytes and own content type; a Blob is read whole. */
export async function decodeUploadData(data: UploadData): Promise<DecodedData> {
  if (data instanceof Uint8Array) return { bytes: data };
  if (data instanceof ArrayBuffer) return { bytes: new Uint8Array(data) };
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    const bytes = new Uint8Array(await data.arrayBuffer());
    return data.type ? { bytes, contentType: data.type } : { bytes };
  }
  if (typeof data === 'object' && data !== null && typeof (data as StorageString).text === 'string')
    return decodeString(data as StorageString);
  throw storageErrors.create('storage/invalid-argument', { customData: { reason: 'unsupported upload data' } });
}
