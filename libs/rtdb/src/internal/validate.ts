import { rtdbErrors } from '../rtdb.errors.js';
import { isServerValue } from '../server-values.js';

/** The database's limits, from its documentation. */
export const RTDB_LIMITS = {
  /** Bytes in one key, UTF-8 encoded. */
  maxKeyBytes: 768,
  /** Levels from the root to the deepest value. */
  maxDepth: 32,
  /** Bytes of one write, as JSON. */
  maxWriteBytes: 16 * 1024 * 1024,
} as const;

// Control characters are what the database forbids in keys, so the pattern names them on purpose.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_KEY_CHARACTERS = /[.#$[\]/\u0000-\u001f\u007f]/;
const encoder = new TextEncoder();

/** Throws `rtdb/invalid-key` unless `key` is a key the database accepts. */
export function assertKey(key: string): void {
  const problem =
    key.length === 0
      ? 'empty'
      : FORBIDDEN_KEY_CHARACTERS.test(key)
        ? 'forbidden-character'
        : encoder.encode(key).length > RTDB_LIMITS.maxKeyBytes
          ? 'too-long'
          : undefined;
  if (problem) throw rtdbErrors.create('rtdb/invalid-key', { customData: { key: key.slice(0, 100), problem } });
}

/** The segments of `path`, each checked as a key; throws `rtdb/invalid-path` for a path that is too deep. */
export function pathSegments(path: string): string[] {
  if (typeof path !== 'string') throw rtdbErrors.create('rtdb/invalid-path', { customData: { path: String(path) } });
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.length > RTDB_LIMITS.maxDepth) {
    throw rtdbErrors.create('rtdb/invalid-path', { customData: { path, depth: segments.length } });
  }
  for (const segment of segments) {
    try {
      assertKey(segment);
    } catch (error) {
      throw rtdbErrors.create('rtdb/invalid-path', { cause: error, customData: { path, segment } });
    }
  }
  return segments;
}

/** `path` in its one normal form: segments joined by `/`, no leading or trailing slash; `''` is the root. */
export const normalizePath = (path: string): string => pathSegments(path).join('/');

function assertValueAt(value: unknown, depth: number, where: string): void {
  if (depth > RTDB_LIMITS.maxDepth) {
    throw rtdbErrors.create('rtdb/invalid-value', { customData: { where, problem: 'too-deep' } });
  }
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return;
    throw rtdbErrors.create('rtdb/invalid-value', { customData: { where, problem: 'non-finite-number' } });
  }
  if (typeof value === 'object' && !isServerValue(value)) {
    for (const [key, child] of Object.entries(value)) {
      assertKey(key);
      assertValueAt(child, depth + 1, `${where}/${key}`);
    }
    return;
  }
  if (typeof value === 'object') return;
  throw rtdbErrors.create('rtdb/invalid-value', { customData: { where, problem: typeof value } });
}

/**
 * Checks a value before it is written at `path`: no `undefined`, functions or non-finite numbers; valid keys; not
 * deeper than the database allows; and not larger than one write may be. Throws the matching typed error.
 */
export function assertWritable(path: string, value: unknown): void {
  assertValueAt(value, pathSegments(path).length, path || '/');
  assertSize(path, value);
}

function assertSize(path: string, value: unknown): void {
  const bytes = encoder.encode(JSON.stringify(value)).length;
  if (bytes > RTDB_LIMITS.maxWriteBytes) {
    throw rtdbErrors.create('rtdb/write-too-large', { customData: { path, bytes, limit: RTDB_LIMITS.maxWriteBytes } });
  }
}

/** Checks a multi-path update: every relative path and every value, and the size of the whole. */
export function assertUpdate(path: string, values: Readonly<Record<string, unknown>>): void {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    throw rtdbErrors.create('rtdb/invalid-value', { customData: { where: path, problem: 'not-an-object' } });
  }
  const base = normalizePath(path);
  for (const [relative, value] of Object.entries(values)) {
    assertValueAt(value, pathSegments(`${base}/${relative}`).length, `${base}/${relative}`);
  }
  assertSize(path, values);
}
