import { isServerValue } from '../server-values.js';
import { rtdbErrors, type RtdbErrorCode } from '../rtdb.errors.js';
import { describe, parsePath, PROTOTYPE_KEY, refuse } from './path.js';

/** The database's limits, as the SDK checks them before sending anything. */
export const RTDB_LIMITS = {
  /** UTF-8 bytes of a written location's whole path, with a `/` before each key. */
  maxPathBytes: 768,
  /** Keys from the root to the deepest written value. */
  maxDepth: 32,
  /** UTF-8 bytes of one string value. */
  maxLeafBytes: 10 * 1024 * 1024,
  /** Bytes of one write, as JSON: the server's limit for a write from a client. */
  maxWriteBytes: 16 * 1024 * 1024,
} as const;

// The SDK's own pattern: a key may hold none of these. Control characters are named on purpose.
// eslint-disable-next-line no-control-regex
const INVALID_KEY = /[[\].#$/\u0000-\u001F\u007F]/;
/** The SDK's rule for keys, as its reasons state it, and {@link PROTOTYPE_KEY}, which the SDK would lose. */
export const KEY_RULE =
  'Keys must be non-empty strings and can\'t contain ".", "#", "$", "/", "[", or "]", nor be "__proto__".';

/** The UTF-8 length the SDK counts (a lead surrogate counts 4 bytes with whatever follows it). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 128) bytes += 1;
    else if (c < 2048) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Whether `key` is a key the port writes: a non-empty string without `.`, `#`, `$`, `/`, `[`, `]` or controls, and not
 * {@link PROTOTYPE_KEY}.
 */
export const isValidKey = (key: unknown): key is string =>
  typeof key === 'string' && key.length > 0 && !INVALID_KEY.test(key) && key !== PROTOTYPE_KEY;

/** Whether `priority` is one the database accepts: `null`, a string, a finite number, or a server value. */
export const isValidPriority = (priority: unknown): boolean =>
  priority === null ||
  typeof priority === 'string' ||
  (typeof priority === 'number' && Number.isFinite(priority)) ||
  (typeof priority === 'object' && Object.hasOwn(priority, '.sv'));

/** A path as the SDK's `ValidationPath` measures it while it walks into a value. */
class ValidationPath {
  private bytes: number;
  constructor(
    private readonly parts: string[],
    code: RtdbErrorCode,
  ) {
    this.bytes = Math.max(1, parts.length) + parts.reduce((sum, part) => sum + utf8Length(part), 0);
    this.check(code, code);
  }
  push(key: string): void {
    if (this.parts.length > 0) this.bytes += 1;
    this.parts.push(key);
    this.bytes += utf8Length(key);
    this.check('rtdb/invalid-key', 'rtdb/invalid-value');
  }
  pop(): void {
    const key = this.parts.pop() as string;
    this.bytes -= utf8Length(key);
    if (this.parts.length > 0) this.bytes -= 1;
  }
  where(): string {
    return this.parts.join('/');
  }
  private check(tooLong: RtdbErrorCode, tooDeep: RtdbErrorCode): void {
    if (this.bytes > RTDB_LIMITS.maxPathBytes) {
      refuse(tooLong, `The path has a key path longer than ${RTDB_LIMITS.maxPathBytes} bytes (${this.bytes}).`, {
        where: this.where().slice(0, 100),
        bytes: this.bytes,
      });
    }
    if (this.parts.length > RTDB_LIMITS.maxDepth) {
      refuse(tooDeep, `The path exceeds the maximum depth that can be written (${RTDB_LIMITS.maxDepth}).`, {
        where: this.where().slice(0, 100),
        depth: this.parts.length,
      });
    }
  }
}

function assertDataAt(data: unknown, path: ValidationPath): void {
  const fail = (reason: string): never => refuse('rtdb/invalid-value', reason, { where: path.where() || '/' });
  if (data === undefined) fail('The value contains undefined.');
  if (typeof data === 'function') fail('The value contains a function.');
  if (typeof data === 'symbol' || typeof data === 'bigint') fail(`The value contains a ${typeof data}.`);
  if (typeof data === 'number' && !Number.isFinite(data)) fail(`The value contains ${String(data)}.`);
  if (
    typeof data === 'string' &&
    data.length > RTDB_LIMITS.maxLeafBytes / 3 &&
    utf8Length(data) > RTDB_LIMITS.maxLeafBytes
  ) {
    fail(`The value contains a string greater than ${RTDB_LIMITS.maxLeafBytes} utf8 bytes.`);
  }
  if (typeof data !== 'object' || data === null) return;
  if (Object.hasOwn(data, '.sv') && !isServerValue(data)) {
    refuse('rtdb/invalid-value', `The value holds an unexpected server value: ${describe(JSON.stringify(data))}.`, {
      where: path.where() || '/',
    });
  }
  let hasDotValue = false;
  let hasActualChild = false;
  for (const [key, child] of Object.entries(data)) {
    if (key === '.value') hasDotValue = true;
    else if (key !== '.priority' && key !== '.sv') {
      hasActualChild = true;
      if (!isValidKey(key)) {
        refuse('rtdb/invalid-key', `The value contains an invalid key (${describe(key)}). ${KEY_RULE}`, {
          key: describe(key),
          where: path.where() || '/',
        });
      }
    }
    if (key === '.priority' && !isValidPriority(child)) {
      refuse('rtdb/invalid-priority', 'A ".priority" must be a string, a finite number, a server value or null.', {
        where: path.where() || '/',
      });
    }
    path.push(key);
    assertDataAt(child, path);
    path.pop();
  }
  if (hasDotValue && hasActualChild) fail('The value contains a ".value" child in addition to actual children.');
}

/**
 * Checks `data` as the SDK's `validateFirebaseData` does, written at `segments`: no `undefined`, functions or
 * non-finite numbers, valid keys, strings of at most 10 MB, and every path within 768 bytes and 32 keys.
 */
export function assertData(data: unknown, segments: readonly string[]): void {
  assertDataAt(data, new ValidationPath([...segments], 'rtdb/invalid-path'));
}

/** Checks a priority as the SDK's `validatePriority` does. */
function assertPriority(priority: unknown): void {
  if (!isValidPriority(priority)) {
    refuse(
      'rtdb/invalid-priority',
      'A priority must be a valid Firebase priority (a string, finite number, server value, or null).',
      { priority: describe(priority) },
    );
  }
}

function assertSize(path: string, value: unknown): void {
  const bytes = utf8Length(JSON.stringify(value) ?? '');
  if (bytes > RTDB_LIMITS.maxWriteBytes) {
    throw rtdbErrors.create('rtdb/write-too-large', { customData: { path, bytes, limit: RTDB_LIMITS.maxWriteBytes } });
  }
}

/** Checks a `set()` (or `push()`, with its new key) and returns the location's keys. */
export function assertWritable(path: unknown, value: unknown, priority?: unknown): string[] {
  const segments = parsePath(path, { readOnly: false });
  assertData(value, segments);
  if (priority !== undefined) assertPriority(priority);
  assertSize(segments.join('/'), value);
  return segments;
}

const isAncestor = (ancestor: readonly string[], path: readonly string[]): boolean =>
  ancestor.length <= path.length && ancestor.every((key, i) => key === path[i]);

/**
 * Checks a multi-path update as the SDK's `validateFirebaseMergeDataArg` does: an object of relative paths (a final
 * `.priority` sets a priority), every value, no path inside another, and the size of the whole. Returns each
 * relative path's keys with its value.
 */
export function assertUpdate(path: unknown, values: unknown): { base: string[]; writes: [string[], unknown][] } {
  const base = parsePath(path, { readOnly: false });
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    refuse('rtdb/invalid-value', 'The values must be an object containing the children to replace.', {
      where: base.join('/') || '/',
    });
  }
  const writes: [string[], unknown][] = Object.entries(values).map(([relative, value]) => {
    const keys = relative.split('/').filter((key) => key !== '');
    assertData(value, [...base, ...keys]);
    if (keys.at(-1) === '.priority' && !isValidPriority(value)) {
      refuse('rtdb/invalid-priority', `The value for '${relative}' must be a valid Firebase priority.`, {
        where: relative,
      });
    }
    return [keys, value];
  });
  for (const [keys] of writes) {
    keys.forEach((key, i) => {
      if (!(key === '.priority' && i === keys.length - 1) && !isValidKey(key)) {
        refuse('rtdb/invalid-key', `The update contains an invalid key (${describe(key)}). ${KEY_RULE}`, {
          key: describe(key),
        });
      }
    });
  }
  const sorted = writes.map(([keys]) => keys).sort(comparePaths);
  sorted.forEach((keys, i) => {
    const previous = sorted[i - 1];
    if (previous && isAncestor(previous, keys)) {
      refuse(
        'rtdb/invalid-path',
        `The update contains a path /${previous.join('/')} that is ancestor of another path /${keys.join('/')}.`,
        { path: previous.join('/') },
      );
    }
  });
  assertSize(base.join('/'), values);
  return { base, writes };
}

function comparePaths(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const x = a[i] as string;
    const y = b[i] as string;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}
