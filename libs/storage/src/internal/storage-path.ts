import { storageErrors } from '../storage.errors.js';
import type { StorageTarget } from '../storage.types.js';

/** The longest object path Cloud Storage accepts, in UTF-8 bytes. */
export const MAX_PATH_BYTES = 1024;

/** A target, checked: the bucket it names (if any) and its path without leading or trailing slashes. */
export interface ParsedTarget {
  /** The bucket named by a `gs://` URL or `{ bucket }`; `undefined` means the configured one. */
  readonly bucket: string | undefined;
  /** The path, e.g. `users/u1/avatar.png`; `''` is the bucket's root. */
  readonly path: string;
}

// `#`, `[`, `]`, `*`, `?` and control characters (C0, DEL and C1), which Cloud Storage's object names forbid or the
// Firebase console cannot show, and lone surrogates, which are not text (a name must be valid UTF-8): with the `u` flag
// the class matches a surrogate only outside a pair.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[#[\]*?\u0000-\u001f\u007f-\u009f\ud800-\udfff]/u;
// What `firebase/storage` accepts as a bucket name in a gs:// URL.
const BUCKET = /^[A-Za-z0-9._-]+$/u;
const GS_URL = /^gs:\/\/([^/]+)\/?(.*)$/su;

const invalid = (path: string, reason: string) =>
  storageErrors.create('storage/invalid-path', { customData: { path, reason } });

/**
 * Checks a {@link StorageTarget} before anything is sent, as both adapters do. `root: true` allows the bucket's root
 * (`''`, for listings); objects need a path. Throws `storage/invalid-path`, with the reason in `customData.reason`.
 */
export function parseTarget(target: StorageTarget, { root = false }: { readonly root?: boolean } = {}): ParsedTarget {
  let bucket: string | undefined;
  let raw: string;
  if (typeof target !== 'string' && (typeof target !== 'object' || target === null))
    throw invalid(String(target), 'the target is not a path');
  if (typeof target === 'string') {
    const url = GS_URL.exec(target);
    if (target.startsWith('gs://') && !url) throw invalid(target, 'a gs:// URL needs a bucket');
    bucket = url?.[1];
    raw = url ? (url[2] ?? '') : target;
  } else {
    bucket = target.bucket;
    raw = target.path;
  }
  if (typeof raw !== 'string') throw invalid(String(raw), 'the path must be a string');
  if (bucket !== undefined && !(typeof bucket === 'string' && BUCKET.test(bucket)))
    throw invalid(raw, 'the bucket name is not valid');
  const path = raw.replace(/^\/+|\/+$/gu, '');
  if (path === '' && !root) throw invalid(raw, 'the path is empty');
  if (path.includes('//')) throw invalid(raw, 'the path has an empty segment (//)');
  if (FORBIDDEN.test(path)) throw invalid(raw, 'the path has #, [, ], *, ?, a control character or a lone surrogate');
  // Cloud Storage forbids them as object names; a listing's prefix may be one.
  if (!root && (path === '.' || path === '..')) throw invalid(raw, `"${path}" is not an object name`);
  if (new TextEncoder().encode(path).length > MAX_PATH_BYTES)
    throw invalid(raw, `the path is longer than ${MAX_PATH_BYTES} bytes`);
  return { bucket, path };
}

/** The last segment of a path. */
export const nameOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
