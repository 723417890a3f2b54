import { rtdbErrors, type RtdbErrorCode } from '../rtdb.errors.js';

// The SDK's own pattern: a path may hold none of these but `/`. Control characters are named on purpose.
// eslint-disable-next-line no-control-regex
const INVALID_PATH = /[[\].#$\u0000-\u001F\u007F]/;

/** Whether `path` is a string the SDK takes as a path: not empty, and without a character {@link PATH_RULE} names. */
export const isValidPath = (path: unknown): path is string =>
  typeof path === 'string' && path.length > 0 && !INVALID_PATH.test(path);

/** The SDK's rule for paths, as its reasons state it. */
export const PATH_RULE = 'Paths must be non-empty strings and can\'t contain ".", "#", "$", "[", or "]".';

/**
 * The key JavaScript can't hold as data: setting `value.__proto__` sets the object's prototype, so the SDK's `val()`,
 * which builds a value that way, drops whatever a parent holds under it. Neither adapter writes it.
 */
export const PROTOTYPE_KEY = '__proto__';

/** Throws the typed error `code`, with the SDK's reason and what was refused in `customData`. */
export function refuse(code: RtdbErrorCode, reason: string, details: Record<string, unknown> = {}): never {
  throw rtdbErrors.create(code, { customData: { reason, ...details } });
}

/** A value as an error's reason quotes it: a string cut to 100 characters, anything else as text. */
export const describe = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 100) : String(value));

/**
 * The keys of a location path, checked as the SDK's `ref()` and `child()` check it: a non-empty string without `.`,
 * `#`, `$`, `[`, `]` or controls (`/` separates keys; `.info` may lead a path that is only read, and a written one
 * holds no {@link PROTOTYPE_KEY}). Empty keys from leading, trailing or double slashes are dropped, so `'/'` is the
 * root.
 */
export function parsePath(path: unknown, { readOnly = true } = {}): string[] {
  const checked = typeof path === 'string' ? path.replace(/^\/*\.info(\/|$)/, '/') : path;
  if (!isValidPath(checked)) {
    refuse('rtdb/invalid-path', `The path ${JSON.stringify(describe(path))} is not valid. ${PATH_RULE}`, {
      path: describe(path),
    });
  }
  const segments = (path as string).split('/').filter((segment) => segment !== '');
  if (!readOnly && segments[0] === '.info') {
    refuse('rtdb/invalid-path', "Data under /.info/ can't be modified.", { path });
  }
  if (!readOnly && segments.includes(PROTOTYPE_KEY)) {
    refuse('rtdb/invalid-path', `A written path can't hold the key "${PROTOTYPE_KEY}".`, { path });
  }
  return segments;
}

/** The location `path` names, as the SDK's `ref()` takes it: keys joined by `/`, the root as `/`. */
export const locationOf = (path: string): string => `/${parsePath(path).join('/')}`;
